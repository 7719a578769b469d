import Dependence
import Foundation

/// One test as the testing toolkit runs it, bound by its one task-local: its executor, its hang
/// timeout, what its dependency traits share (``TestCaseState``), and what its end must know.
/// A test that no trait or base class runs has none: its clocks' hangs are warnings.
final class TestRun: Sendable {
  /// The run the current task belongs to.
  @TaskLocal static var current: TestRun?

  /// The default hang timeout: 10 seconds, or the seconds `DEPENDENCE_HANG_TIMEOUT` gives.
  static let defaultHangTimeout: Duration = {
    let variable = ProcessInfo.processInfo.environment["DEPENDENCE_HANG_TIMEOUT"]
    guard let seconds = variable.flatMap(Double.init), seconds > 0 else { return .seconds(10) }
    return .milliseconds(Int(seconds * 1_000))
  }()

  /// A leaf lock: taken inside a test clock's, never takes another.
  private let state = LockedValue(State())

  private struct State {
    var hangTimeout = TestRun.defaultHangTimeout
    var executor: TestExecutor?
    var isFinished = false
    var reportedHang = false
    /// How many sleeps tasks of the test started on test clocks off the test's executor.
    var offExecutorSleeps = 0
    /// Sleeps on test clocks that have started but not yet joined their clock's queue.
    var startingSleeps = 0
    /// What the test case's dependency traits share, once the outermost of them made it.
    var testCase: TestCaseState?
    /// Whether a clock or `waitUntilIdle()` settled the test's work.
    var hasSettled = false
    /// What looks at the test when it ends (a clock it advanced), by who asked.
    var endChecks: [ObjectIdentifier: @Sendable (TestRun) -> Void] = [:]
    /// Calls the test made that run on the global executor, each said once per run if the test
    /// settles, by what says where they come from (see ``noteGlobalExecutorCalls(_:named:_:at:)``).
    var globalExecutorCalls:
      [GlobalExecutorCalls.Place: (name: String, message: String, location: SourceLocation?)] = [:]
    /// The warnings the test's traits acknowledge.
    var acknowledged: SchedulingWarning = []
  }

  init() {}

  /// The executor the test runs on, in deterministic scheduling.
  var executor: TestExecutor? { state.withLock { $0.executor } }

  /// How long a test clock with sleepers may go without progress before the test fails.
  var hangTimeout: Duration {
    get { state.withLock { $0.hangTimeout } }
    set { state.withLock { $0.hangTimeout = newValue } }
  }

  var isFinished: Bool { state.withLock { $0.isFinished } }

  /// The hang timeout of the current task's test, or the default.
  static var hangTimeout: Duration { current?.hangTimeout ?? defaultHangTimeout }

  /// Runs `body` in the current task's run, or in a new one that ends with it. Each caller sets
  /// its hang timeout, the innermost last.
  static func run<Result>(
    hangTimeout: Duration? = nil,
    isolation: isolated (any Actor)? = #isolation,
    _ body: (TestRun) async throws -> Result
  ) async rethrows -> Result {
    if let current {
      if let hangTimeout { current.hangTimeout = hangTimeout }
      return try await body(current)
    }
    let run = TestRun()
    if let hangTimeout { run.hangTimeout = hangTimeout }
    defer { run.finish() }
    return try await $current.withValue(
      run,
      operation: {
        let result = try await body(run)
        await run.runEndChecks()
        return result
      }, isolation: isolation)
  }

  /// Runs an XCTest test's `body` in a new run, as ``runTest(hangTimeout:isolation:_:)`` does,
  /// for XCTest's synchronous entry point.
  static func runXCTest(
    hangTimeout: Duration, scheduling: TestScheduling?, _ body: (TestRun) -> Void
  ) {
    IssueReportingLink.checkInRunningTest()
    let run = TestRun()
    run.hangTimeout = hangTimeout
    if scheduling == .deterministic { run.makeExecutor() }
    defer { run.finish() }
    $current.withValue(run) { body(run) }
  }

  /// Runs a test's `body` as ``run(hangTimeout:isolation:_:)`` does, but does not rethrow a
  /// `CancellationError` that follows a reported hang, so the test fails once.
  static func runTest(
    hangTimeout: Duration? = nil,
    isolation: isolated (any Actor)? = #isolation,
    _ body: (TestRun) async throws -> Void
  ) async throws {
    IssueReportingLink.checkInRunningTest()
    guard current == nil else { return try await run(hangTimeout: hangTimeout, body) }
    var made: TestRun?
    do {
      try await run(hangTimeout: hangTimeout) { run in
        made = run
        try await body(run)
      }
    } catch is CancellationError where made?.absorbsCancellation == true {}
  }

  /// Runs `body` with this run's executor, made now if needed, as its task executor preference.
  func deterministically<Result>(
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Result
  ) async rethrows -> Result {
    let executor = makeExecutor()
    // App code reaches the executor through `PreferredExecutor.current`, from `Dependence`.
    return try await PreferredExecutor.$current.withValue(executor) {
      try await withTaskExecutorPreference(executor, isolation: isolation) {
        // The test's own task records a block of its executor, once the wait returned.
        defer { executor.recordBlock() }
        return try await body()
      }
    }
  }

  /// Runs `body` on this run's executor if `scheduling` is ``TestScheduling/deterministic``.
  func withScheduling(
    _ scheduling: TestScheduling?,
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Void
  ) async rethrows {
    guard scheduling == .deterministic else { return try await body() }
    try await deterministically(body)
  }

  /// The run's executor, made now if it has none: deterministic scheduling is on from now.
  @discardableResult
  func makeExecutor() -> TestExecutor {
    state.withLock { state in
      if let executor = state.executor { return executor }
      let executor = TestExecutor { [weak self] in self?.hangTimeout ?? TestRun.defaultHangTimeout }
      state.executor = executor
      return executor
    }
  }

  /// What the test case's dependency traits share, made by `make` for the outermost of them.
  func testCaseState(orMake make: () -> TestCaseState) -> (TestCaseState, isOutermost: Bool) {
    state.withLock { state in
      if let made = state.testCase { return (made, false) }
      let made = make()
      state.testCase = made
      return (made, true)
    }
  }

  /// Whether a `CancellationError` the test throws now is the consequence of a reported hang.
  var absorbsCancellation: Bool { state.withLock { $0.reportedHang } }

  /// Records a reported hang; returns `false` if one was already, so the test fails once.
  func noteHangReported() -> Bool {
    state.withLock { state in
      defer { state.reportedHang = true }
      return !state.reportedHang
    }
  }

  /// How many sleeps the test started on test clocks off its executor.
  var offExecutorSleeps: Int { state.withLock { $0.offExecutorSleeps } }

  /// Records a sleep that has not joined its clock yet: until ``noteSleepJoined()``, a settle
  /// goes on, since the task may be requeued on its actor where a round cannot see it.
  func noteSleepStarting() { state.withLock { $0.startingSleeps += 1 } }

  /// Records that a sleep ``noteSleepStarting()`` recorded joined its clock, or ended first.
  func noteSleepJoined() { state.withLock { $0.startingSleeps -= 1 } }

  /// Whether a sleep of the test has started and not yet joined its clock's queue.
  var hasStartingSleeps: Bool { state.withLock { $0.startingSleeps > 0 } }

  /// How many sleeps tasks of the test started on test clocks off its executor.
  var offExecutorSleepCount: Int { state.withLock { $0.offExecutorSleeps } }

  /// Records a sleep off the test's executor; returns `true` for the first, to warn once.
  func noteOffExecutorSleep() -> Bool {
    state.withLock { state in
      state.offExecutorSleeps += 1
      return state.offExecutorSleeps == 1
    }
  }

  /// Notes calls of the test that run on the global executor, where a settle can neither run
  /// them nor wait for them: the run warns once per `place` (a client type, a recorder's line)
  /// when the test ends, if it moved a clock or waited until idle, since only then can a call
  /// still running make the test wrong — and if no sleep of the test ran off its executor, since
  /// then its settles waited for quiet periods.
  func noteGlobalExecutorCalls(
    _ place: GlobalExecutorCalls.Place, named name: @autoclosure () -> String,
    _ message: @autoclosure () -> String, at location: SourceLocation?
  ) {
    guard state.withLock({ $0.globalExecutorCalls[place] == nil }) else { return }
    let (name, message) = (name(), message())
    state.withLock { $0.globalExecutorCalls[place] = (name, message, location) }
  }

  /// Adds `warnings` to those the test acknowledges, which it then does not record.
  func acknowledge(_ warnings: SchedulingWarning) {
    guard !warnings.isEmpty else { return }
    state.withLock { $0.acknowledged.formUnion(warnings) }
  }

  /// Whether the test acknowledges `warning`.
  func acknowledges(_ warning: SchedulingWarning) -> Bool {
    state.withLock { $0.acknowledged.contains(warning) }
  }

  /// Runs `check` when the test ends, once for `owner` however often it asks.
  func atEnd(for owner: ObjectIdentifier, _ check: @escaping @Sendable (TestRun) -> Void) {
    state.withLock { $0.endChecks[owner] = check }
  }

  /// Runs the checks asked for at the test's end, once the main actor has run what the test left
  /// queued there (a main-actor model's `Task { }` that is about to sleep): after the body of an
  /// `async` test returns. ``finish()`` runs any left, as XCTest's synchronous entry ends.
  nonisolated(nonsending) func runEndChecks() async {
    guard state.withLock({ !$0.endChecks.isEmpty }) else { return }
    await MainActor.run {}
    for check in takeEndChecks() { check(self) }
  }

  private func takeEndChecks() -> [@Sendable (TestRun) -> Void] {
    state.withLock { state in
      defer { state.endChecks = [:] }
      return Array(state.endChecks.values)
    }
  }

  /// Ends the run: runs the checks asked for at its end, warns once about jobs still queued on
  /// its executor, and once per run about each place whose calls ran on the global executor
  /// while the test settled.
  func finish() {
    for check in takeEndChecks() { check(self) }
    let (executor, calls) = state.withLock { state in
      state.isFinished = true
      // With sleeps off the executor, every settle of the test waited for quiet periods, which
      // cover these calls too, and the test was warned about that work already.
      let warns =
        state.hasSettled && state.offExecutorSleeps == 0
        && !state.acknowledged.contains(.globalExecutorCalls)
      return (state.executor, warns ? Array(state.globalExecutorCalls) : [])
    }
    for (place, call) in calls
    where GlobalExecutorCalls.isFirstWarning(about: place, named: call.name) {
      reportWarning(call.message, at: call.location)
    }
    guard let executor else { return }
    let leftover = executor.queuedJobCount
    guard leftover > 0 else { return }
    reportWarning(
      """
      \(leftover) job\(leftover == 1 ? " was" : "s were") still queued on the test's executor when \
      the test ended: that work runs on after the test, untested. Await the tasks the test \
      starts (or cancel them) before it returns.
      """)
  }
}

extension TestRun {
  /// Runs the test's executor and the main actor until nothing is ready, in deterministic
  /// scheduling; reports work that runs on, with no quiet round, for `timeout` (or hang timeout).
  /// - Parameters:
  ///   - waiting: What waited, as the message names it: `"waitUntilIdle()"`.
  ///   - quietPeriod: See ``TestExecutor/settle(timeout:quietPeriod:isSettled:isBusy:)``.
  nonisolated(nonsending) func settle(
    within timeout: Duration?, quietPeriod: Duration = .zero,
    isSettled: @Sendable () -> Bool = { false }, waiting: String, at location: SourceLocation
  ) async {
    guard let executor else { return }
    state.withLock { $0.hasSettled = true }
    let timeout = timeout ?? hangTimeout
    guard
      await !executor.settle(
        timeout: timeout, quietPeriod: quietPeriod, isSettled: isSettled,
        isBusy: { [self] in hasStartingSleeps })
    else { return }
    reportIssue(
      """
      The test's executor never went idle while \(waiting): for \(timeout), work kept running on \
      it without waiting on anything (a loop that yields, or polls, instead of sleeping on a \
      clock). \(waiting == "waitUntilIdle()" ? "It returned" : "The clock moved on") without it.
      """,
      at: location)
  }
}
