public import Dependence
public import Testing

/// A Swift Testing trait that runs each test with overridden dependencies.
///
/// Create one with ``Testing/Trait/dependencies(_:)`` or ``Testing/Trait/dependency(_:_:)``:
///
/// ```swift
/// @Suite(.dependencies { $0.apiClient = .preview })
/// struct GreetingTests {
///   @Test(.dependency(\.date, .constant(.distantPast)))
///   func greets() async throws { … }
/// }
/// ```
///
/// On a suite the trait applies to every test inside it, recursively. Each test — and each case
/// of a parameterized test — starts from fresh values and a fresh default cache: the suite's
/// changes apply first, the test's on top, and nothing a test does (a stateful `testValue`, a
/// lazily made default) carries over into another test, even when tests run in parallel.
public struct DependenciesTrait: TestTrait, SuiteTrait, TestScoping {
  let update: @Sendable (inout DependencyValues) async throws -> Void

  /// The trait applies to every test in a suite it is attached to.
  public var isRecursive: Bool { true }

  /// Scopes each test case, not the suite as a whole.
  public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
    testCase == nil ? nil : self
  }

  /// Runs `function` with this trait's changes applied on top of the enclosing traits'.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    TestingHooks.install()
    let isOutermost = TestCaseScope.current != TestCaseID(test: test.id, testCase: testCase)
    try await withDependencies {
      if isOutermost { $0.cache = DefaultCache() }
      try await update(&$0)
    } operation: {
      try await TestCaseScope.$current.withValue(
        TestCaseID(test: test.id, testCase: testCase), operation: function)
    }
  }
}

/// The test case whose trait scope the current task runs in.
enum TestCaseScope {
  @TaskLocal static var current: TestCaseID?
}

extension Trait where Self == DependenciesTrait {
  /// A trait that changes dependency values for a test, or for every test of a suite.
  ///
  /// ```swift
  /// @Suite(.dependencies {
  ///   $0.apiClient = .preview
  ///   $0.date = .constant(Date(timeIntervalSince1970: 0))
  /// })
  /// struct FeatureTests { … }
  /// ```
  ///
  /// - Parameter update: Changes the values; runs again for each test, so values it creates
  ///   (a stateful fake, say) are fresh in every test.
  public static func dependencies(
    _ update: @escaping @Sendable (inout DependencyValues) async throws -> Void
  ) -> Self {
    DependenciesTrait(update: update)
  }

  /// A trait that sets one dependency value for a test, or for every test of a suite.
  ///
  /// ```swift
  /// @Test(.dependency(\.apiClient, .preview))
  /// func loads() async throws { … }
  /// ```
  public static func dependency<Value: Sendable>(
    _ keyPath: any WritableKeyPath<DependencyValues, Value> & Sendable,
    _ value: Value
  ) -> Self {
    DependenciesTrait { $0[keyPath: keyPath] = value }
  }
}
