/// Computes a key's default value for a context, and stops a default that reads itself.
enum DefaultResolution {
  /// A default being computed by the current task.
  struct Frame: Sendable {
    let key: ObjectIdentifier
    /// The key's type, named only when a message needs it: a deeply nested generic key's name
    /// is costly to build.
    let keyType: any TestDependencyKey.Type
    let context: DependencyContext
    /// The computation other readers of the same cache wait for, when the result is cached.
    let computation: Computation?

    /// How messages name the dependency.
    var name: String { shortDependencyName(keyType) }
  }

  /// The defaults the current task is computing, outermost first.
  @TaskLocal static var frames: [Frame] = []

  /// Whether a key's inherited `testValue` should report its live value: not for a preview.
  static var reportsLiveValueInTests: Bool {
    guard !isReadingPreviewValue else { return false }
    guard let frame = frames.last else { return true }
    return frame.context == .test
  }

  /// Whether the current task reads an inherited `previewValue`, which must not report.
  @TaskLocal static var isReadingPreviewValue = false

  /// The computation the current task is running, if any.
  static var currentComputation: Computation? { frames.last?.computation }

  static func compute<Key: TestDependencyKey>(
    _: Key.Type, context: DependencyContext, computation: Computation?
  ) -> Key.Value {
    let frames = frames
    let id = ObjectIdentifier(Key.self)
    if let start = frames.firstIndex(where: { $0.key == id && $0.context == context }) {
      stopOnCycle(frames[start...].map(\.name) + [shortDependencyName(Key.self)])
    }
    let frame = Frame(key: id, keyType: Key.self, context: context, computation: computation)
    return $frames.withValue(frames + [frame]) {
      uncached(Key.self, context: context)
    }
  }

  /// Reports the cycle of defaults named in `names`, each read by the one before, and stops.
  static func stopOnCycle(_ names: [String]) -> Never {
    let message = """
      Dependency cycle: \(names.joined(separator: " → ")). The default value of \(names[0]) \
      reads itself while it is being computed. Break the cycle: read the other dependency \
      lazily (inside an endpoint, when it is called) instead of while building the default.
      """
    reportIssue(message)
    fatalError(message)
  }

  private static func uncached<Key: TestDependencyKey>(
    _: Key.Type, context: DependencyContext
  ) -> Key.Value {
    switch context {
    case .live:
      if let liveKey = Key.self as? any DependencyKey.Type {
        return liveValue(of: liveKey) as! Key.Value
      }
      reportIssue(
        """
        \(dependencyName(Key.self)) has no live value, so the app is using its test value. \
        Conform \(typeName(Key.self)) to DependencyKey in the module that implements it, and \
        link that module into the app.
        """
      )
      return Key.testValue
    case .preview:
      return Key.previewValue
    case .test:
      return Key.testValue
    }
  }

  private static func liveValue<Key: DependencyKey>(of _: Key.Type) -> any Sendable {
    Key.liveValue
  }
}

/// One default being computed for a cache, which other readers of that default wait for.
final class Computation: Sendable {
  /// The key whose default is computed.
  private let key: any TestDependencyKey.Type
  /// Whether the default is computed: the readers waiting for it wait here until it is.
  private let isDone = LockedValue(false)

  init(key: any TestDependencyKey.Type) {
    self.key = key
  }

  /// How messages name the dependency being computed.
  var name: String { shortDependencyName(key) }

  /// Runs `body`, then lets waiting readers through; a nested run blocks its parent (for cycles).
  func run<Value>(_ body: () -> Value) -> Value {
    let parent = DefaultResolution.currentComputation
    if let parent, let cycle = parent.wait(for: self) { DefaultResolution.stopOnCycle(cycle) }
    defer {
      parent?.stopWaiting()
      isDone.withLock { $0 = true }
      isDone.wakeAll()
    }
    return body()
  }

  /// Waits until another task computes this default, or stops if that would never end.
  func waitForResult() {
    let frames = DefaultResolution.frames
    if let start = frames.firstIndex(where: { $0.computation === self }) {
      DefaultResolution.stopOnCycle(frames[start...].map(\.name) + [name])
    }
    guard let waiter = DefaultResolution.currentComputation else { return waitUntilDone() }
    if let cycle = waiter.wait(for: self) { DefaultResolution.stopOnCycle(cycle) }
    waitUntilDone()
    waiter.stopWaiting()
  }

  private func waitUntilDone() {
    isDone.wait { $0 ? .done(()) : .wait }
  }

  /// Records that this waits for `other`; returns the cycle's names if that would close one.
  private func wait(for other: Computation) -> [String]? {
    Computation.blockers.withLock { blockers in
      var chain = [name, other.name]
      var current = other
      while let next = blockers[ObjectIdentifier(current)] {
        chain.append(next.name)
        if next === self { return chain }
        current = next
      }
      blockers[ObjectIdentifier(self)] = other
      return nil
    }
  }

  /// Forgets what this computation was blocked on.
  private func stopWaiting() {
    Computation.blockers.withLock { $0[ObjectIdentifier(self)] = nil }
  }

  /// The wait-for graph, under one lock so two computations cannot close a cycle at once. An
  /// entry lives only while its computation is held, so its identifier names no other.
  private static let blockers = LockedValue<[ObjectIdentifier: Computation]>([:])
}
