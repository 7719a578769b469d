import Dependence
public import Testing

/// The Swift Testing trait behind `.dependencies { }`, `.dependency(_:_:)`,
/// `.exhaustiveDependencies`, `.deterministicScheduling`, `.hangTimeout(_:)` and
/// `.failsOnOutlivingWork`: write those, not this type.
@_documentation(visibility: internal)
public struct DependenceTrait: TestTrait, SuiteTrait, TestScoping {
  /// The changes to the test's dependency values, if the trait makes any.
  let update: (@Sendable (inout DependencyValues) async throws -> Void)?
  /// What the test may read without overriding it, when it is checked exhaustively.
  var exhaustive: ExhaustiveSettings?
  /// How the test schedules its work, if the trait says.
  var scheduling: TestScheduling?
  /// How long the test's clocks may go without progress, if the trait says.
  var hangTimeout: Duration?
  /// How long a test waits for work it started before failing because that work outlives it, if
  /// the trait asks for that.
  var outlivingWorkGrace: Duration?
  /// The scheduling warnings the test acknowledges. (A bit set: with a `Set` or an array here,
  /// Swift 6.3's Swift Testing crashed copying the trait while it planned the run.)
  var acknowledged: SchedulingWarning = []

  /// The trait applies to every test in a suite it is attached to.
  public var isRecursive: Bool { true }

  /// Scopes each test case, not the suite as a whole.
  public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
    testCase == nil ? nil : self
  }

  /// Runs `function` as the trait says, on top of the enclosing traits.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await TestRun.runTest(hangTimeout: hangTimeout, outlivingWorkGrace: outlivingWorkGrace) {
      run in
      run.acknowledge(acknowledged)
      try await run.withScheduling(scheduling) {
        guard update != nil || exhaustive != nil else { return try await function() }
        try await TestCaseState.run(
          test, in: run, update: update ?? { _ in }, exhaustive: exhaustive, performing: function)
      }
    }
  }
}

/// Another name for the type of `.dependencies { }` and `.dependency(_:_:)`.
@_documentation(visibility: internal)
public typealias DependenciesTrait = DependenceTrait

/// Another name for the type of `.exhaustiveDependencies`.
@_documentation(visibility: internal)
public typealias ExhaustiveDependenciesTrait = DependenceTrait

/// Another name for the type of `.deterministicScheduling` and `.hangTimeout(_:)`.
@_documentation(visibility: internal)
public typealias TestSchedulingTrait = DependenceTrait
