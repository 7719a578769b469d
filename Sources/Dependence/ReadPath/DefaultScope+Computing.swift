/// Computing a scope's defaults: the first reader computes one outside any lock; readers
/// arriving meanwhile wait, and a default that reads itself stops with the cycle named.
extension DefaultScope {
  struct Slot: Hashable {
    let key: ObjectIdentifier
    let context: DependencyContext
  }

  struct State {
    var computing: [Slot: Computation] = [:]
    /// Defaults computed for a read made only to change them, not yet read for use.
    var toMutate: [Slot: Unused] = [:]
    var preparedAt: SourceLocation?
  }

  /// A default computed for a read made only to change it, with its reports held back until the
  /// first read for use.
  struct Unused {
    let box: AnyDependencyBox
    let issues: [ReportedIssue]
  }

  /// Computes the default of `Key` in `context`, or waits for the reader already computing it.
  @usableFromInline
  func computeOrWait<Key: TestDependencyKey>(
    _: Key.Type, _ context: DependencyContext
  ) -> AnyDependencyBox {
    let slot = Slot(key: ObjectIdentifier(Key.self), context: context)
    while true {
      let next = state.withLock { state -> NextStep in
        if let box = table.box(for: slot.key, in: context) { return .done(box) }
        if let unused = state.toMutate.removeValue(forKey: slot) {
          table.insert(unused.box)
          return .adopt(unused.box, reporting: unused.issues)
        }
        if let running = state.computing[slot] { return .wait(running) }
        let computation = Computation(key: Key.self)
        state.computing[slot] = computation
        return .compute(computation)
      }
      switch next {
      case .done(let box):
        return box
      case .adopt(let box, let issues):
        for var issue in issues {
          // Held back from a read made only to change the value: this read is the one to point at.
          if let site = ReadSite.current { issue.location = site.location }
          reportIssue(issue)
        }
        return box
      case .wait(let running):
        running.waitForResult()
      case .compute(let computation):
        // The box is in the table before `run` lets the waiting readers through: each finds it
        // on its next look, rather than finding the finished computation again and again.
        return computation.run {
          let value = DefaultResolution.compute(
            Key.self, context: context, computation: computation)
          return state.withLock { state in
            state.computing[slot] = nil
            if let existing = table.box(for: slot.key, in: context) { return existing }
            let box = DependencyBox<Key>(value, context: context)
            table.insert(box)
            return box
          }
        }
      }
    }
  }

  /// The default of `Key` for a read made only to change it (`$0.client.endpoint = …`): the
  /// same value, kept aside with its reports until the key's first read for use.
  @usableFromInline
  func valueToMutate<Key: TestDependencyKey>(
    for _: Key.Type, context: DependencyContext
  ) -> Key.Value {
    let slot = Slot(key: ObjectIdentifier(Key.self), context: context)
    func kept(_ state: State) -> AnyDependencyBox? {
      table.box(for: slot.key, in: context) ?? state.toMutate[slot]?.box
    }
    if let box = state.withLock({ kept($0) }) { return (box as! DependencyBox<Key>).value }
    let (value, issues) = collectIssues {
      DefaultResolution.compute(Key.self, context: context, computation: nil)
    }
    let box = state.withLock { state in
      if let box = kept(state) { return box }
      let box = DependencyBox<Key>(value, context: context)
      state.toMutate[slot] = Unused(box: box, issues: issues)
      return box
    }
    return (box as! DependencyBox<Key>).value
  }

  fileprivate enum NextStep {
    case done(AnyDependencyBox)
    case adopt(AnyDependencyBox, reporting: [ReportedIssue])
    case wait(Computation)
    case compute(Computation)
  }
}
