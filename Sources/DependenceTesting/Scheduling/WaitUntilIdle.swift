import Dependence

/// Runs the test's work until nothing is ready to run, for a test with no clock to advance.
///
/// A test that feeds an `AsyncStream`, taps a button that starts a `Task { }`, or resumes a
/// continuation can check the state that work leaves once this returns:
///
/// ```swift
/// @MainActor @Test(.deterministicScheduling) func showsEachMessage() async {
///   let (messages, continuation) = AsyncStream.makeStream(of: String.self)
///   let model = withDependencies { $0.chat.messages = { messages } } operation: { ChatModel() }
///   model.start()
///   continuation.yield("Hi")
///   continuation.yield("Bye")
///   await waitUntilIdle()
///   #expect(model.lines == ["Hi", "Bye"])
/// }
/// ```
///
/// It runs the test's executor and the main actor, again and again until a round runs nothing
/// — the settle a ``TestClock`` makes before and after each wake-up — and waits for work of the
/// test that a clock woke off the executor. It needs deterministic scheduling
/// (``Testing/Trait/deterministicScheduling``, `.dependencies(scheduling: .deterministic)`,
/// ``DependenceTestCase/scheduling``, or ``withDeterministicScheduling(hangTimeout:isolation:_:)``);
/// without it, it reports an issue saying so and returns. Work that keeps running without ever
/// waiting (a loop that yields) is given the test's hang timeout, then reported.
/// - Parameters:
///   - timeout: How long, in real time, work may keep running before this reports; by default
///     the test's hang timeout.
///   - fileID: The file to blame. Defaults to the caller's.
///   - filePath: The full path of that file. Defaults to the caller's.
///   - line: The line to blame. Defaults to the caller's.
///   - column: The column to blame. Defaults to the caller's.
public nonisolated(nonsending) func waitUntilIdle(
  timeout: Duration? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
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
/// at least ten rounds) before going on: 5 ms, scaled up with the default hang timeout where `DEPENDENCE_HANG_TIMEOUT` says
/// the machine is slow (a sanitizer's run).
///
/// A main-actor task's nonisolated steps (each element of an `AsyncStream` it consumes, say) and
/// the tasks of the test that run off its executor run on the global executor, which nothing
/// public lets a library watch. The testing guide gives what the bound was measured on.
let idleQuietPeriod = TestRun.defaultHangTimeout / 2_000

/// How long ``waitUntilIdle(timeout:fileID:filePath:line:column:)`` must see nothing run: four
/// times a clock's quiet period, 20 ms unless `DEPENDENCE_HANG_TIMEOUT` scales it up.
///
/// Longer than a clock's because here the quiet period is all that waits for a main-actor task's
/// steps on the global executor (a stream consumer takes one per element), where a clock's wait
/// mostly ends when the woken task sleeps again; and the thread running such a step can be
/// pre-empted for more than 5 ms on a loaded machine (CI saw a stream consumer miss its second
/// element twice in 100,000 runs). A test calls this a few times; a clock may wait at every
/// wake-up.
let waitUntilIdleQuietPeriod = idleQuietPeriod * 4
