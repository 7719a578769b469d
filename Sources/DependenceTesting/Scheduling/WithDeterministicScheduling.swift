/// Runs `body` on a serial executor of its own, which ``TestClock`` drains, as the
/// ``Testing/Trait/deterministicScheduling`` trait runs a test.
///
/// Use it where no trait reaches, such as an XCTest test; inside a test that already has
/// deterministic scheduling, it runs `body` on that test's executor.
///
/// ```swift
/// func testSleepsForOneSecond() async throws {
///   try await withDeterministicScheduling {
///     let clock = TestClock()
///     async let value: Void = clock.sleep(for: .seconds(1))
///     await clock.advance(by: .seconds(1))
///     try await value
///   }
/// }
/// ```
///
/// - Parameters:
///   - hangTimeout: How long a test clock may go without progress; by default the test's.
///   - isolation: The caller's actor, which `body` keeps.
///   - body: The work to run.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws.
public func withDeterministicScheduling<Result>(
  hangTimeout: Duration? = nil,
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> Result
) async rethrows -> Result {
  try await TestRun.run(hangTimeout: hangTimeout) { run in
    try await run.deterministically { try await body() }
  }
}
