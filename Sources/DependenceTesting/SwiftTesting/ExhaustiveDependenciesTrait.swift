public import Dependence
public import Testing

/// A Swift Testing trait that fails a test which reads a dependency it did not override, and
/// warns about overrides it set that nothing read.
///
/// Create one with ``Testing/Trait/exhaustiveDependencies`` or
/// ``Testing/Trait/exhaustiveDependencies(allowing:keys:)``:
///
/// ```swift
/// @Suite(
///   .exhaustiveDependencies(allowing: \.locale, \.calendar),
///   .dependencies { $0.apiClient = .mock }
/// )
/// struct FeatureTests { … }
/// ```
///
/// At the end of each test, one issue lists every dependency the test read from its default —
/// its test value, or a live value — with the line that overrides it; and each override the
/// test's `.dependencies` traits set that nothing read is a warning. Reads in child tasks and in
/// `DependencyContinuation.yield(_:)` count for the test they belong to. Like
/// ``DependenciesTrait``, it gives each test case fresh values and a fresh default scope.
public struct ExhaustiveDependenciesTrait: TestTrait, SuiteTrait, TestScoping {
  let settings: ExhaustiveSettings

  /// The trait applies to every test in a suite it is attached to.
  public var isRecursive: Bool { true }

  /// Scopes each test case, not the suite as a whole.
  public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
    testCase == nil ? nil : self
  }

  /// Runs `function`, then checks what it read.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await TestRun.runTest { _ in
      try await TestCaseState.run(
        test, update: { _ in }, exhaustive: settings, performing: function)
    }
  }
}

extension Trait where Self == ExhaustiveDependenciesTrait {
  /// A trait that fails each test which reads a dependency it did not override.
  public static var exhaustiveDependencies: Self {
    ExhaustiveDependenciesTrait(settings: ExhaustiveSettings(allowing: [], keys: []))
  }

  /// A trait that fails each test which reads a dependency it did not override, except the
  /// ones listed, which may keep their defaults.
  ///
  /// ```swift
  /// @Test(.exhaustiveDependencies(allowing: \.locale, \.calendar))
  /// func formatsTheDate() { … }
  /// ```
  ///
  /// - Parameters:
  ///   - keyPaths: Dependencies that may keep their defaults, such as `\.locale`; every key
  ///     their getters read is allowed.
  ///   - keys: Key types that may keep their defaults.
  public static func exhaustiveDependencies(
    allowing keyPaths: any PartialKeyPath<DependencyValues> & Sendable...,
    keys: [any TestDependencyKey.Type] = []
  ) -> Self {
    ExhaustiveDependenciesTrait(
      settings: ExhaustiveSettings(
        allowing: keyPaths, keys: Set(keys.map { ObjectIdentifier($0) })))
  }
}
