import Dependence
import Foundation

/// How a test enters the toolkit and leaves it: every entry (a trait, `DependenceTestCase`,
/// `withDeterministicScheduling`) runs the test's body in a ``TestRun``, binds a lease the work it
/// starts keeps (``WorkLease``), waits for that work when something asked, runs the checks asked
/// for at its end, and ends the test.
extension TestRun {
  /// Runs `body` in the current task's run, or in a new one that ends with it: the run of the
  /// test of `lifetime`, which it then ends, or else of the test the current task's work belongs
  /// to, or of the XCTest test running now. Each caller sets its hang timeout, the innermost last.
  static func run<Result>(
    hangTimeout: Duration? = nil,
    lifetime: TestLifetime? = nil,
    isolation: isolated (any Actor)? = #isolation,
    _ body: (TestRun) async throws -> Result
  ) async rethrows -> Result {
    if let current {
      if let hangTimeout { current.hangTimeout = hangTimeout }
      return try await body(current)
    }
    // Awaited where it is called, the body belongs to the test running there: a plain
    // `XCTestCase`'s, whose tasks carry no test of their own, included.
    let test = lifetime ?? TestLifetime.current ?? XCTestRouting.runningTest
    let run = TestRun(lifetime: test, endsLifetime: lifetime != nil)
    if let hangTimeout { run.hangTimeout = hangTimeout }
    defer { run.finish() }
    return try await $current.withValue(
      run,
      operation: {
        do {
          let result = try await run.leasingWork { try await body(run) }
          await run.endOfBody()
          return result
        } catch {
          await run.endOfBody()
          throw error
        }
      }, isolation: isolation)
  }

  /// Runs an XCTest test's `body` in a new run of the test of `lifetime`, as
  /// ``runTest(hangTimeout:outlivingWorkGrace:isolation:_:)`` does, for XCTest's synchronous
  /// entry point.
  /// `end` runs once the test's work ended, or the wait for it did (see ``waitForWork(atMost:)``).
  static func runXCTest(
    hangTimeout: Duration, scheduling: TestScheduling?, outlivingWorkGrace: Duration?,
    lifetime: TestLifetime, _ body: (TestRun) -> Void, end: (TestRun) -> Void
  ) {
    IssueReportingLink.checkInRunningTest()
    let run = TestRun(lifetime: lifetime, endsLifetime: true)
    run.hangTimeout = hangTimeout
    run.failOnOutlivingWork(after: outlivingWorkGrace)
    if scheduling == .deterministic { run.makeExecutor() }
    defer { run.finish() }
    $current.withValue(run) {
      WorkLease.$current.withValue(WorkLease(watchedBy: lifetime)) { body(run) }
      if let wait = run.workWait {
        _ = lifetime.work?.waitUntilReleasedRunningMainLoop(within: wait)
      }
      end(run)
    }
  }

  /// Runs a test's `body` as ``run(hangTimeout:lifetime:isolation:_:)`` does, in a run of its
  /// own for the running Swift Testing test, but does not rethrow a `CancellationError` that
  /// follows a reported hang, so the test fails once.
  static func runTest(
    hangTimeout: Duration? = nil,
    outlivingWorkGrace: Duration? = nil,
    isolation: isolated (any Actor)? = #isolation,
    _ body: (TestRun) async throws -> Void
  ) async throws {
    IssueReportingLink.checkInRunningTest()
    guard current == nil else {
      current?.failOnOutlivingWork(after: outlivingWorkGrace)
      return try await run(hangTimeout: hangTimeout, body)
    }
    let lifetime = SwiftTestingRouting.newLifetimeOfRunningTest()
    var made: TestRun?
    do {
      try await run(hangTimeout: hangTimeout, lifetime: lifetime) { run in
        made = run
        run.failOnOutlivingWork(after: outlivingWorkGrace)
        try await body(run)
      }
    } catch is CancellationError where made?.absorbsCancellation == true {}
  }

  /// Runs `body` with a lease of the run's test bound, which the tasks it starts keep while they
  /// run, when the run ends its test; otherwise as it is.
  private func leasingWork<Result>(
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Result
  ) async rethrows -> Result {
    guard endsLifetime, let lifetime else { return try await body() }
    // The lease is made in the call, so nothing here holds it once the body returns.
    return try await WorkLease.$current.withValue(
      WorkLease(watchedBy: lifetime), operation: body, isolation: isolation)
  }

  /// What follows a test's body: waits for the work it started when something asked (exhaustive
  /// checking, or failing on outliving work), then runs the checks asked for at its end.
  private nonisolated(nonsending) func endOfBody() async {
    if let wait = workWait, endsLifetime {
      _ = await lifetime?.work?.waitUntilReleased(within: wait)
    }
    await runEndChecks()
  }
}
