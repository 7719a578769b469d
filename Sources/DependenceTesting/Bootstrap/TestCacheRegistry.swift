import Dependence

/// The default caches of tests that run without a `.dependencies` trait or a
/// `DependenceTestCase`, one per test (and per case of a parameterized test).
final class TestCacheRegistry<TestID: Hashable & Sendable>: Sendable {
  private let caches = LockedValue<[TestID: DefaultCache]>([:])

  init() {}

  /// The cache of the test identified by `id`, made on first use.
  func cache(for id: TestID) -> DefaultCache {
    caches.withLock { caches in
      if let cache = caches[id] { return cache }
      let cache = DefaultCache()
      caches[id] = cache
      return cache
    }
  }

  /// Forgets the cache of a test that has ended.
  func remove(_ id: TestID) {
    _ = caches.withLock { $0.removeValue(forKey: id) }
  }
}
