public import Synchronization

/// Default values computed once per key and context, shared by every read of one
/// ``DefaultScope``.
///
/// A cached default is read without a lock. The first reader of a default computes it, outside
/// any lock, so the default may read other dependencies; readers arriving meanwhile wait for
/// it instead of computing it again. A default that reads itself, in one task or through tasks
/// waiting for each other, stops with a message naming the cycle.
@usableFromInline
package final class DefaultCache: Sendable {
  private struct Slot: Hashable {
    let key: ObjectIdentifier
    let context: DependencyContext
  }

  private struct State {
    var computing: [Slot: Computation] = [:]
    /// Defaults computed for a read made only to change them, not yet read for use.
    var toMutate: [Slot: Unused] = [:]
    var preparedAt: SourceLocation?
  }

  /// A default computed for a read made only to change it: kept, so that every such read — and
  /// the first read for use — gets the same value, with what computing it reported held back
  /// until that first read for use.
  private struct Unused {
    let box: AnyDependencyBox
    let issues: [ReportedIssue]

    /// The value kept, which is `Key`'s: the slot it is kept in names the key.
    func value<Key: TestDependencyKey>(of _: Key.Type) -> Key.Value {
      unsafeDowncast(box, to: DependencyBox<Key>.self).value
    }
  }

  @usableFromInline let live = BoxTable()
  @usableFromInline let preview = BoxTable()
  @usableFromInline let test = BoxTable()
  private let state = LockedValue(State())
  /// The context of reads that set none, as its index in `allCases`: the process's detected
  /// context, or the one `prepareDependencies` set.
  @usableFromInline let contextIndex: Atomic<UInt8>

  package init() {
    contextIndex = Atomic(DependencyContext.detected.index)
  }

  /// The context of reads that set none: the process's, unless `prepareDependencies` set one.
  @inlinable
  var context: DependencyContext {
    DependencyContext(index: contextIndex.load(ordering: .acquiring))
  }

  private func table(_ context: DependencyContext) -> BoxTable {
    switch context {
    case .live: live
    case .preview: preview
    case .test: test
    }
  }

  /// The default value of `Key` in `context`, if it was computed or prepared.
  @inlinable
  func cachedValue<Key: TestDependencyKey>(
    of _: Key.Type, context: DependencyContext
  ) -> Key.Value? {
    // Each table is read in place: returning it from a function would retain it.
    switch context {
    case .live: live.value(of: Key.self)
    case .preview: preview.value(of: Key.self)
    case .test: test.value(of: Key.self)
    }
  }

  /// The default value of `Key` in `context`, which is cached, recorded in `log` the first time
  /// it is read.
  func recordedValue<Key: TestDependencyKey>(
    of _: Key.Type, context: DependencyContext, in log: AccessLog?
  ) -> Key.Value {
    let box = unsafeDowncast(
      table(context).entry(for: ObjectIdentifier(Key.self))!, to: DependencyBox<Key>.self)
    if let log { box.noteRead(in: log) }
    return box.value
  }

  /// The default value of `Key` in `context`, computed now unless it was computed or prepared.
  func value<Key: TestDependencyKey>(of _: Key.Type, context: DependencyContext) -> Key.Value {
    table(context).value(of: Key.self) ?? computeOrWait(Key.self, context: context)
  }

  /// The default value of `Key` in `context` for a read made only to change it, as
  /// `$0.client.endpoint = …` in a `withDependencies` closure makes.
  ///
  /// It is the value every read gets — the same instance, for a class — but the read neither
  /// reports nor counts as the key's first use: a default computed for it is kept aside with
  /// what computing it reported, and both are handed over on the key's first read for use.
  func valueToMutate<Key: TestDependencyKey>(
    for _: Key.Type, context: DependencyContext
  ) -> Key.Value {
    let table = table(context)
    if let value = table.value(of: Key.self) { return value }
    let slot = Slot(key: ObjectIdentifier(Key.self), context: context)
    if let unused = state.withLock({ $0.toMutate[slot] }) { return unused.value(of: Key.self) }
    let (value, issues) = collectIssues {
      DefaultResolution.compute(Key.self, context: context, computation: nil)
    }
    return state.withLock { state in
      if let value = table.value(of: Key.self) { return value }
      if let unused = state.toMutate[slot] { return unused.value(of: Key.self) }
      state.toMutate[slot] = Unused(box: DependencyBox<Key>(value), issues: issues)
      return value
    }
  }

  /// Computes the default of `Key` in `context`, or waits for the reader already computing it.
  func computeOrWait<Key: TestDependencyKey>(
    _: Key.Type, context: DependencyContext
  ) -> Key.Value {
    let slot = Slot(key: ObjectIdentifier(Key.self), context: context)
    let table = table(context)
    let next = state.withLock { state -> NextStep<Key.Value> in
      if let value = table.value(of: Key.self) { return .done(value) }
      if let unused = state.toMutate.removeValue(forKey: slot) {
        table.insert(unused.box)
        return .adopt(unused.value(of: Key.self), reporting: unused.issues)
      }
      if let running = state.computing[slot] { return .wait(running) }
      let computation = Computation(name: shortDependencyName(Key.self))
      state.computing[slot] = computation
      return .compute(computation)
    }
    switch next {
    case .done(let value):
      return value
    case .adopt(let value, let issues):
      for issue in issues { reportIssue(issue.message, at: issue.location) }
      return value
    case .wait(let running):
      waitFor(running)
      return table.value(of: Key.self) ?? computeOrWait(Key.self, context: context)
    case .compute(let computation):
      let parent = DefaultResolution.currentComputation
      if let parent, let cycle = parent.wait(for: computation) {
        DefaultResolution.stopOnCycle(cycle)
      }
      defer {
        parent?.stopWaiting()
        computation.gate.open()
      }
      let value = DefaultResolution.compute(
        Key.self, context: context, computation: computation)
      return state.withLock { state in
        state.computing[slot] = nil
        if let existing = table.value(of: Key.self) { return existing }
        table.insert(DependencyBox<Key>(value))
        return value
      }
    }
  }

  /// Waits for another task's computation, unless that would never end: the computation is
  /// this task's own, or waits (through others) for this task's.
  private func waitFor(_ running: Computation) {
    let frames = DefaultResolution.frames
    if let start = frames.firstIndex(where: { $0.computation === running }) {
      DefaultResolution.stopOnCycle(frames[start...].map(\.name) + [running.name])
    }
    guard let waiter = DefaultResolution.currentComputation else { return running.gate.wait() }
    if let cycle = waiter.wait(for: running) { DefaultResolution.stopOnCycle(cycle) }
    running.gate.wait()
    waiter.stopWaiting()
  }

  /// Installs `values` for every context, once.
  func prepare(_ nodes: [OverrideNode], at location: SourceLocation) {
    let outcome = state.withLock { state -> PrepareOutcome in
      if let earlier = state.preparedAt { return .alreadyPrepared(earlier) }
      state.preparedAt = location
      var alreadyRead: [String] = []
      for node in nodes {
        guard let box = node.makeBox() else { continue }
        if node.key == ObjectIdentifier(ContextKey.self), let context = node.context {
          contextIndex.store(context.index, ordering: .releasing)
          continue
        }
        var wasRead = false
        for context in DependencyContext.allCases {
          let table = table(context)
          let slot = Slot(key: node.key, context: context)
          if table.entry(for: node.key) == nil, state.computing[slot] == nil {
            table.insert(box)
            state.toMutate[slot] = nil
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

  private enum NextStep<Value> {
    case done(Value)
    case adopt(Value, reporting: [ReportedIssue])
    case wait(Computation)
    case compute(Computation)
  }

  private enum PrepareOutcome {
    case alreadyPrepared(SourceLocation)
    case prepared(alreadyRead: [String])
  }
}
