/// Computing a scope's defaults: the first reader of a default computes it, outside any lock, so
/// the default may read other dependencies; readers arriving meanwhile wait for it instead of
/// computing it again. A default that reads itself, in one task or through tasks waiting for each
/// other, stops with a message naming the cycle.
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

  /// A default computed for a read made only to change it: kept, so that every such read — and
  /// the first read for use — gets the same value, with what computing it reported held back
  /// until that first read for use.
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
    let next = state.withLock { state -> NextStep in
      if let box = table.box(for: slot.key, in: context) { return .done(box) }
      if let unused = state.toMutate.removeValue(forKey: slot) {
        table.insert(unused.box)
        return .adopt(unused.box, reporting: unused.issues)
      }
      if let running = state.computing[slot] { return .wait(running) }
      let computation = Computation(name: shortDependencyName(Key.self))
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
      return computeOrWait(Key.self, context)
    case .compute(let computation):
      let value = computation.run {
        DefaultResolution.compute(Key.self, context: context, computation: computation)
      }
      return state.withLock { state in
        state.computing[slot] = nil
        if let existing = table.box(for: slot.key, in: context) { return existing }
        let box = DependencyBox<Key>(value, context: context)
        table.insert(box)
        return box
      }
    }
  }

  /// The default value of `Key` in `context` for a read made only to change it, as
  /// `$0.client.endpoint = …` in a `withDependencies` closure makes.
  ///
  /// It is the value every read gets — the same instance, for a class — but the read neither
  /// reports nor counts as the key's first use: a default computed for it is kept aside with
  /// what computing it reported, and both are handed over on the key's first read for use.
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
