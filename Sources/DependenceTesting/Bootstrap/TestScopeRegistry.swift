import Dependence

/// The default scopes of tests that run without one of their own, by test.
///
/// A Swift Testing test without a `.dependencies` trait gets a scope per test function, keyed
/// by its public `Test.ID`: Swift Testing tells no one outside a trait when a test case starts
/// or ends, so the cases of a parameterized test, and repetitions of a test, share it. A trait
/// gives each case and each repetition a scope of its own.
final class TestScopeRegistry<TestID: Hashable & Sendable>: Sendable {
  private let scopes = LockedValue<[TestID: DefaultScope]>([:])

  init() {}

  /// The scope of the test identified by `id`, made on first use.
  func scope(for id: TestID) -> DefaultScope {
    scopes.withLock { scopes in
      if let scope = scopes[id] { return scope }
      let scope = DefaultScope(accesses: AccessLog())
      scopes[id] = scope
      return scope
    }
  }
}
