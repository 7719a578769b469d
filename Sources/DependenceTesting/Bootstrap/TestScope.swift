import Dependence

/// What DependenceTesting attaches to each test's default scope: its read log, and the test it
/// belongs to.
final class TestScope: ReadObserver {
  let accesses: AccessLog
  /// The test whose scope this is, when known: reads after it ended are late.
  let test: TestLifetime?

  init(accesses: AccessLog, test: TestLifetime?) {
    self.accesses = accesses
    self.test = test
  }

  func noteRead<Key: TestDependencyKey>(_ key: Key.Type, value: Key.Value, fromOverride: Bool) {
    let run = TestRun.current
    if let run, run.isDeterministic, !run.isOnExecutor {
      run.noteOffExecutorRead(of: value, at: ReadSite.current)
    }
    if let test = run?.lifetime ?? test, test.hasEnded {
      LateWork.noteRead(Key.self, at: ReadSite.current, by: test)
    }
    if fromOverride { return accesses.record(Key.self, from: .override, at: nil) }
    accesses.record(Key.self, from: .defaultValue, at: ReadSite.current)
  }
}

extension DefaultScope {
  /// A new scope for one test, recording its reads in `accesses`.
  convenience init(accesses: AccessLog, test: TestLifetime? = nil) {
    self.init(observer: TestScope(accesses: accesses, test: test))
  }

  /// What the test of this scope read, if DependenceTesting made the scope.
  var accesses: AccessLog? { (observer as? TestScope)?.accesses }
}

extension DependencyValues {
  /// The overrides these values set (except the context's), by key: named only when a message
  /// needs it, since naming a type takes string work a test that passes never needs.
  var overriddenKeys: [ObjectIdentifier: OverrideNode] {
    var keys: [ObjectIdentifier: OverrideNode] = [:]
    for node in overrides where node.key != ObjectIdentifier(ContextKey.self) {
      keys[node.key] = node
    }
    return keys
  }

  /// The keys a read of `keyPath` reads, in a test scope of its own with nothing overridden:
  /// what an allow-list of key paths stands for.
  static func keysRead(by keyPath: PartialKeyPath<DependencyValues>) -> Set<ObjectIdentifier> {
    let log = AccessLog()
    var values = DependencyValues(scope: DefaultScope(accesses: log))
    values.context = .test
    _ = collectIssues { values[keyPath: keyPath] }
    return log.keys
  }
}
