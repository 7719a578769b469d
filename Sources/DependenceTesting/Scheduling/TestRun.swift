import Dependence
import Foundation

/// One test as the testing toolkit runs it, bound by its one task-local: its executor, its hang
/// timeout, what its dependency traits share (``TestCaseState``), what its work has in flight,
/// and what its end must know. A test that no trait or base class runs has none.
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
    /// How many sleeps main-actor tasks of the test that do not prefer its executor started.
    var mainActorSleeps = 0
    /// Sleeps on test clocks that have started but not yet joined their clock's queue.
    var startingSleeps = 0
    /// What the test case's dependency traits share, once the outermost of them made it.
    var testCase: TestCaseState?
    /// Whether a clock or `waitUntilIdle()` settled the test's work.
    var hasSettled = false
    /// How many settles of the test's work are under way, and when the last one ended.
    var settles = 0
    var lastSettleEnd: ContinuousClock.Instant?
    /// What looks at the test when it ends (a clock it advanced, its findings), by who asked, and
    /// whether each looks only once the main actor ran what the test left queued there.
    var endChecks: [ObjectIdentifier: (afterMainActor: Bool, check: @Sendable (TestRun) -> Void)] =
      [:]
    /// Calls the test made that run on the global executor, each said once per run if the test
    /// settles, by what says where they come from (see ``noteGlobalExecutorCalls(_:named:_:at:)``).
    var globalExecutorCalls:
      [GlobalExecutorCalls.Place: (name: String, message: String, location: SourceLocation?)] = [:]
    /// The warnings the test's traits acknowledge.
    var acknowledged: SchedulingWarning = []
    /// How long the end of the test waits for work it started to end, if something asked.
    var workWait: Duration?
    /// How long a test that fails on outliving work waits for it, if it asked to.
    var outlivingWorkGrace: Duration?
  }

  /// The test the run belongs to, if known.
  let lifetime: TestLifetime?
  /// Whether the run made ``lifetime`` and marks its end: not a run a plain `XCTestCase`'s
  /// `withDeterministicScheduling` made inside a test the observer follows.
  let endsLifetime: Bool
  /// What the test's work has in flight: the clocks it sleeps on, its recorder calls.
  let inFlight = WorkInFlight()

  /// Creates a run of the test of `lifetime`, ending it with the run when `endsLifetime`.
  init(lifetime: TestLifetime? = nil, endsLifetime: Bool = false) {
    self.lifetime = lifetime
    self.endsLifetime = endsLifetime
  }

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

  /// Asks the end of the test to wait, for at most `timeout`, for the work the test started.
  func waitForWork(atMost timeout: Duration) {
    state.withLock { $0.workWait = max($0.workWait ?? .zero, timeout) }
  }

  /// How long the end of the test waits for the work it started, if something asked.
  var workWait: Duration? { state.withLock { $0.workWait } }

  /// Makes the test fail when work it started still runs `grace` after its body returned.
  func failOnOutlivingWork(after grace: Duration?) {
    guard let grace else { return }
    state.withLock { $0.outlivingWorkGrace = grace }
    waitForWork(atMost: grace)
  }

  /// How long the test waits for work it started before failing, if it fails on outliving work.
  var outlivingWorkGrace: Duration? { state.withLock { $0.outlivingWorkGrace } }

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

  /// What the test case's entries share, once the outermost of them made it.
  var testCase: TestCaseState? { state.withLock { $0.testCase } }

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

  /// Records a sleep of a main-actor task that does not prefer the test's executor.
  func noteMainActorSleep() { state.withLock { $0.mainActorSleeps += 1 } }

  /// How many sleeps the test started that a clock waits for after waking them: those off its
  /// executor, and those of main-actor tasks that do not prefer it.
  var watchedSleeps: Int { state.withLock { $0.offExecutorSleeps + $0.mainActorSleeps } }

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

  /// Now, while a settle of the test's work (a clock's step, `waitUntilIdle()`) is under way, or
  /// when the last one ended: the hang watch counts a test that is settling as moving, however
  /// long a loaded process keeps each round waiting for the threads it shares. A settle that sees
  /// work run for its timeout with no quiet round reports that itself.
  var lastSettled: ContinuousClock.Instant? {
    state.withLock { $0.settles > 0 ? .now : $0.lastSettleEnd }
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

  /// Runs `check` when the test ends, once for `owner` however often it asks; with
  /// `afterMainActor`, once the main actor ran what the test left queued there.
  func atEnd(
    for owner: ObjectIdentifier, afterMainActor: Bool = true,
    _ check: @escaping @Sendable (TestRun) -> Void
  ) {
    state.withLock { $0.endChecks[owner] = (afterMainActor, check) }
  }

  /// Runs the checks asked for at the test's end, after the body of an `async` test returns; those
  /// that ask first let the main actor run what the test left queued there (a main-actor model's
  /// `Task { }` that is about to sleep). ``finish()`` runs any left, as XCTest's synchronous
  /// entry ends.
  nonisolated(nonsending) func runEndChecks() async {
    let pending = state.withLock { $0.endChecks.values.map(\.afterMainActor) }
    guard !pending.isEmpty else { return }
    if pending.contains(true) { await MainActor.run {} }
    for check in takeEndChecks() { check(self) }
  }

  private func takeEndChecks() -> [@Sendable (TestRun) -> Void] {
    state.withLock { state in
      defer { state.endChecks = [:] }
      return state.endChecks.values.map(\.check)
    }
  }

  /// Ends the run: runs the checks asked for at its end, warns once per run about each place whose
  /// calls ran on the global executor while the test settled, names the work the test left
  /// running (``reportOutlivingWork()``), and ends the test.
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
    reportOutlivingWork(queuedJobs: executor?.queuedJobCount ?? 0)
    if endsLifetime { lifetime?.end() }
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
    state.withLock {
      $0.hasSettled = true
      $0.settles += 1
    }
    defer {
      state.withLock {
        $0.settles -= 1
        $0.lastSettleEnd = .now
      }
    }
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
