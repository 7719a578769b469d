
/// Default values resolved once per key and context, shared by every read that uses this cache.
///
/// The process has one cache; a test gets its own (see `DependenceTesting`), so a stateful test
/// value never leaks from one test into another. A default is computed outside the lock, so it
/// may read other dependencies; when two readers race, the first value stored wins and both get
/// it.
package final class DefaultCache: Sendable {
  private struct Slot: Hashable {
    let key: ObjectIdentifier
    let context: DependencyContext
  }

  private struct State {
    var entries: [Slot: any AnyDependencyBox] = [:]
    var preparedAt: SourceLocation?
  }

  private let state = LockedValue(State())

  package init() {}

  /// The cache of the whole process.
  package static let process = DefaultCache()

  /// The cache that values without a cache of their own use, and whether it stays the same for
  /// the life of the process.
  ///
  /// In a test process with `DependenceTesting` linked, that is the running test's cache.
  static func ambient() -> (cache: DefaultCache, isStable: Bool) {
    guard DependencyContext.detected == .test else { return (.process, true) }
    return (TestSupport.currentTestCache() ?? .process, false)
  }

  /// The default value of `Key` in `context`, computed on first use.
  func value<Key: TestDependencyKey>(for _: Key.Type, context: DependencyContext) -> Key.Value {
    let slot = Slot(key: ObjectIdentifier(Key.self), context: context)
    if let box = state.withLock({ $0.entries[slot] }) { return box.unbox(Key.self) }
    let value = DefaultResolution.compute(Key.self, context: context)
    return state.withLock { state in
      if let existing = state.entries[slot] { return existing.unbox(Key.self) }
      state.entries[slot] = DependencyBox<Key>(value)
      return value
    }
  }

  /// Installs `values` for every context, once.
  func prepare(_ values: DependencyValues, at location: SourceLocation) {
    let outcome = state.withLock { state -> PrepareOutcome in
      if let earlier = state.preparedAt { return .alreadyPrepared(earlier) }
      state.preparedAt = location
      var alreadyRead: [String] = []
      for node in values.overrides {
        guard let box = node.makeBox() else { continue }
        var wasRead = false
        for context in DependencyContext.allCases {
          let slot = Slot(key: node.key, context: context)
          if state.entries[slot] == nil {
            state.entries[slot] = box
          } else {
            wasRead = true
          }
        }
        if wasRead { alreadyRead.append(node.dependencyName) }
      }
      return .prepared(alreadyRead: alreadyRead.sorted())
    }
    switch outcome {
    case .alreadyPrepared(let earlier):
      reportIssue(
        """
        prepareDependencies was already called at \(earlier); this call is ignored. Prepare \
        every live dependency in one place, as early as possible in the process.
        """,
        at: location
      )
    case .prepared(let alreadyRead) where !alreadyRead.isEmpty:
      reportIssue(
        """
        prepareDependencies came too late for \(alreadyRead.joined(separator: ", ")): \
        \(alreadyRead.count == 1 ? "it was" : "they were") read before being prepared and \
        keep the value that was read. Call prepareDependencies before anything reads a \
        dependency.
        """,
        at: location
      )
    case .prepared:
      break
    }
  }

  private enum PrepareOutcome {
    case alreadyPrepared(SourceLocation)
    case prepared(alreadyRead: [String])
  }
}
