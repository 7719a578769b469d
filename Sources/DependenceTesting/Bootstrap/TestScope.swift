import Dependence

/// What DependenceTesting attaches to each test's default scope: its XCTest case and read log.
final class TestScope: ReadObserver {
  let accesses: AccessLog
  /// The `XCTestCase` a `DependenceTestCase` test fails through.
  let owner: (any Sendable)?

  init(accesses: AccessLog, owner: (any Sendable)?) {
    self.accesses = accesses
    self.owner = owner
  }

  func noteRead<Key: TestDependencyKey>(_ key: Key.Type, value: Key.Value, fromOverride: Bool) {
    if let run = TestRun.current, run.isDeterministic, !run.isOnExecutor {
      run.noteOffExecutorRead(of: value, at: ReadSite.current)
    }
    if fromOverride { return accesses.record(Key.self, from: .override, at: nil) }
    accesses.record(Key.self, from: .defaultValue, at: ReadSite.current)
  }
}

extension DefaultScope {
  /// A new scope for one test, recording its reads in `accesses`.
  convenience init(accesses: AccessLog, owner: (any Sendable)? = nil) {
    self.init(observer: TestScope(accesses: accesses, owner: owner))
  }

  /// What the test of this scope read, if DependenceTesting made the scope.
  var accesses: AccessLog? { (observer as? TestScope)?.accesses }

  /// The `XCTestCase` of this scope's test, if a `DependenceTestCase` made the scope.
  var owner: (any Sendable)? { (observer as? TestScope)?.owner }
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
