public import Testing

/// A Swift Testing trait that runs each test on a serial executor of its own, which
/// ``TestClock`` drains: time-based tests need neither `Task.yield()` nor sleeper counting.
///
/// Create it with ``Testing/Trait/deterministicScheduling``, or ask for it as an option of the
/// dependencies trait: `.dependencies(scheduling: .deterministic) { … }`.
public struct DeterministicSchedulingTrait: TestTrait, SuiteTrait, TestScoping {
  /// The trait applies to every test in a suite it is attached to.
  public var isRecursive: Bool { true }

  /// Scopes each test case, not the suite as a whole.
  public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
    testCase == nil ? nil : self
  }

  /// Runs `function` on the test's executor.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await TestRun.runTest(
      named: SwiftTestingRouting.describe(test), configure: { _ in }
    ) { run in
      try await run.deterministically { try await function() }
    }
  }
}

extension Trait where Self == DeterministicSchedulingTrait {
  /// A trait that runs each test on a serial executor of its own, which test clocks drain.
  ///
  /// The test's body, its `async let` and task-group children, and the nonisolated functions
  /// and default actors they call run one job at a time on the test's executor; the main actor
  /// runs its own jobs as usual. Before moving time, ``TestClock/advance(by:fileID:filePath:line:column:)``
  /// and ``TestClock/run(maxWakeUps:fileID:filePath:line:column:)`` run everything ready —
  /// that executor, then the main actor, again until nothing ran — and they do it again after
  /// each sleeper they wake. So a test advances exactly past what the code under test is about
  /// to sleep on, without waiting for it:
  ///
  /// ```swift
  /// @Test(.deterministicScheduling) func searchesAfterTheUserStopsTyping() async {
  ///   let clock = TestClock()
  ///   let model = withDependencies { $0.continuousClock = clock } operation: { SearchModel() }
  ///   model.queryChanged("swift")
  ///   await clock.advance(by: .milliseconds(300))
  ///   #expect(model.results == ["swift"])
  /// }
  /// ```
  ///
  /// Each test (each case of a parameterized test) has an executor of its own, so tests still
  /// run in parallel. Work that does not run on it — a nonisolated `Task { }`, `Task.detached`,
  /// an actor with an executor of its own — is not waited for; a test clock reports a sleep from
  /// such work. The testing guide lists the limits.
  public static var deterministicScheduling: Self { Self() }
}
