import Dependence

/// The default scopes of traitless tests, by test ID: Swift Testing tells no one outside a
/// trait when a case starts or ends, so a test's cases and repetitions share one scope.
final class TestScopeRegistry<TestID: Hashable & Sendable>: Sendable {
  private let scopes = LockedValue<[TestID: DefaultScope]>([:])

  init() {}

  /// The scope of the test identified by `id`, made by `make` on first use.
  func scope(for id: TestID, orMake make: () -> DefaultScope) -> DefaultScope {
    scopes.withLock { scopes in
      if let scope = scopes[id] { return scope }
      let scope = make()
      scopes[id] = scope
      return scope
    }
  }
}
