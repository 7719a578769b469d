import Dependence

/// Runs the test's work until nothing is ready to run, for a test with no clock to advance.
///
/// It needs deterministic scheduling (``Testing/Trait/deterministicScheduling``); without it, it
/// reports an issue and returns. Work that never waits is reported after `timeout`.
/// - Parameters:
///   - timeout: How long, in real time, work may keep running before this reports; by default
///     the test's hang timeout.
public nonisolated(nonsending) func waitUntilIdle(
  timeout: Duration? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) async {
  let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  guard let run = TestRun.current, run.executor != nil else {
    reportIssue(
      """
      waitUntilIdle() needs deterministic scheduling, which knows when the test's work has \
      nothing left to run: add '.deterministicScheduling' (or \
      '.dependencies(scheduling: .deterministic)') to the test or its suite, override \
      'scheduling' to return '.deterministic' in a DependenceTestCase, or call it inside \
      'withDeterministicScheduling { }'.
      """,
      at: location)
    return
  }
  await run.settle(
    within: timeout, quietPeriod: waitUntilIdleQuietPeriod, waiting: "waitUntilIdle()",
    at: location)
}

/// How long a test clock waiting for work off the test's executor must see nothing run (and for
/// at least ten rounds): 10 ms, scaled with `DEPENDENCE_HANG_TIMEOUT`. The testing guide gives
/// the measurements.
let idleQuietPeriod = TestRun.defaultHangTimeout / 1_000

/// How long a test clock pauses before it moves, then settles again, when a main-actor task
/// sleeps on it: 1 ms, scaled as ``idleQuietPeriod``. Long enough for a continuation a Dispatch
/// queue resumes to reach the main actor, in the measurements the testing guide gives. A pause,
/// not a quiet period: a debounce suite of 1,000 parallel cases took 1.5 times as long with ten
/// quiet rounds, 1.25 times with the pause. Swift Testing runs at most twice as many cases at once
/// as there are cores, so each advance's pause adds to a large suite's time (Docs/Performance.md).
let hopPause = idleQuietPeriod / 10

/// How long ``waitUntilIdle(timeout:fileID:filePath:line:column:)`` must see nothing run: twice
/// a clock's quiet period, as here it alone waits for a main-actor task's steps on the global
/// executor, whose thread a loaded machine can pre-empt for longer than a clock's quiet period.
let waitUntilIdleQuietPeriod = idleQuietPeriod * 2
