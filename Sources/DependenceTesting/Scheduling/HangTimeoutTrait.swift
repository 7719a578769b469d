public import Testing

/// A Swift Testing trait that sets how long a test clock may go without progress while tasks
/// sleep on it before the test fails.
///
/// Create it with ``Testing/Trait/hangTimeout(_:)``.
public struct HangTimeoutTrait: TestTrait, SuiteTrait, TestScoping {
  let timeout: Duration

  /// The trait applies to every test in a suite it is attached to.
  public var isRecursive: Bool { true }

  /// Scopes each test case, not the suite as a whole.
  public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
    testCase == nil ? nil : self
  }

  /// Runs `function` with this trait's timeout.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await TestRun.runTest(
      named: SwiftTestingRouting.describe(test),
      configure: { $0.hangTimeout = timeout }
    ) { _ in
      try await function()
    }
  }
}

extension Trait where Self == HangTimeoutTrait {
  /// A trait that fails a test whose test clocks have sleeping tasks but see no progress — no
  /// sleep starting or ending, no advance — for `timeout` of real time.
  ///
  /// The default, without this trait, is 10 seconds. The failure names each sleep still
  /// pending, its deadline and the likely cause; the sleeping tasks throw `CancellationError`,
  /// so the test ends and the run goes on. A test's trait wins over its suite's.
  ///
  /// ```swift
  /// @Suite(.hangTimeout(.seconds(2))) struct TimerTests { … }
  /// ```
  ///
  /// - Parameter timeout: How long the clocks may go without progress.
  public static func hangTimeout(_ timeout: Duration) -> Self {
    Self(timeout: timeout)
  }
}
