import Dependence
import Testing

@testable import DependenceTesting

/// A test clock's state on its own, with no clock, lock or task around it: each step a clock
/// takes is one call, and its result says what the clock then does.
@Suite struct ClockStateTests {
  private let start = VirtualInstant()

  @Test func aSleeperJoinsSleepsOrIsDueAndTheFirstStartsTheHangWatch() async {
    let continuation = await parkedSleeper()
    var state = ClockState(now: start)
    let first = state.startSleep()
    guard case .sleeping(let satisfied, let since) = state.join(sleeper(first, at: 1, continuation))
    else {
      Issue.record("the first sleeper did not sleep")
      return
    }
    #expect(satisfied.isEmpty)
    #expect(since != nil, "the first sleeper starts the hang watch")
    let second = state.startSleep()
    guard case .sleeping(_, let again) = state.join(sleeper(second, at: 2, continuation)) else {
      Issue.record("the second sleeper did not sleep")
      return
    }
    #expect(again == nil, "the watch is on already")
    let due = state.startSleep()
    guard case .due = state.join(sleeper(due, at: 0, continuation)) else {
      Issue.record("a sleep until now was not due")
      return
    }
    #expect(state.queue.count == 2)
    continuation.resume(returning: .woken(awake: nil))
  }

  @Test func aSleepCancelledBeforeItJoinsJoinsAsCancelled() async {
    let continuation = await parkedSleeper()
    var state = ClockState(now: start)
    let early = state.startSleep()
    #expect(state.cancel(id: early) == nil)
    guard case .cancelled = state.join(sleeper(early, at: 1, continuation)) else {
      Issue.record("a sleep cancelled before it joined slept")
      return
    }
    let late = state.startSleep()
    _ = state.join(sleeper(late, at: 1, continuation))
    #expect(state.cancel(id: late)?.id == late)
    #expect(state.cancel(id: late) == nil, "a sleeper leaves once")
    #expect(state.queue.count == 0)
    // An id the clock never gave, or one that already left, marks nothing.
    let next = state.startSleep()
    guard case .sleeping = state.join(sleeper(next, at: 1, continuation)) else {
      Issue.record("a later sleep was taken as cancelled")
      return
    }
    continuation.resume(returning: .woken(awake: nil))
  }

  @Test func sleepersLeaveInDeadlineOrderAndMoveTheTime() async {
    let continuation = await parkedSleeper()
    var state = ClockState(now: start)
    for seconds in [3, 1, 2, 1] {
      _ = state.join(sleeper(state.startSleep(), at: seconds, continuation))
    }
    #expect(state.nextDeadline() == start.advanced(by: .seconds(1)))
    #expect(state.popSleeper(notAfter: start.advanced(by: .seconds(1)))?.id == 2)
    #expect(state.popSleeper(notAfter: start.advanced(by: .seconds(1)))?.id == 4)
    #expect(state.popSleeper(notAfter: start.advanced(by: .seconds(1))) == nil)
    #expect(state.now == start.advanced(by: .seconds(1)))
    #expect(state.popSleeper(notAfter: nil)?.id == 3)
    #expect(state.now == start.advanced(by: .seconds(2)))
    continuation.resume(returning: .woken(awake: nil))
  }

  @Test func anAdvanceNeverMovesTheTimeBackAndRemembersTheNextSleep() {
    var state = ClockState(now: start)
    let location = Dependence.SourceLocation(
      fileID: "A/B.swift", filePath: "/A/B.swift", line: 7, column: 3)
    state.finishAdvance(from: start, to: start.advanced(by: .seconds(5)), wakeUps: 0, at: location)
    state.finishAdvance(from: start, to: start.advanced(by: .seconds(2)), wakeUps: 1, at: location)
    #expect(state.now == start.advanced(by: .seconds(5)))
    #expect(state.lastAdvance?.target == start.advanced(by: .seconds(5)))
    #expect(state.lastAdvance?.location.line == 7)
    #expect(state.lastAdvance?.wokeNothing == false)
    let next = state.startSleep()
    #expect(state.lastAdvance?.nextSleepID == next)
  }

  @Test func aWaiterIsSatisfiedByTheSleeperThatReachesItsCount() async {
    let continuation = await parkedSleeper()
    let (waiter, other) = (await parkedWaiter(), await parkedWaiter())
    var state = ClockState(now: start)
    let waiting = state.nextID()
    let isWaiting = state.wait(id: waiting, forCount: 2, continuation: waiter)
    #expect(isWaiting)
    let stopped = state.nextID()
    let isAlsoWaiting = state.wait(id: stopped, forCount: 2, continuation: other)
    #expect(isAlsoWaiting)
    #expect(state.stopWaiting(id: stopped)?.id == stopped)
    let first = sleeper(state.startSleep(), at: 1, continuation)
    guard case .sleeping(let none, _) = state.join(first) else {
      Issue.record("the first sleeper did not sleep")
      return
    }
    #expect(none.isEmpty)
    let second = sleeper(state.startSleep(), at: 1, continuation)
    guard case .sleeping(let satisfied, _) = state.join(second) else {
      Issue.record("the second sleeper did not sleep")
      return
    }
    #expect(satisfied.map(\.id) == [waiting])
    #expect(state.stopWaiting(id: waiting) == nil, "a satisfied waiter has left")
    let late = state.nextID()
    let isLateWaiting = state.wait(id: late, forCount: 2, continuation: other)
    #expect(!isLateWaiting, "already reached")
    waiter.resume(returning: true)
    other.resume(returning: false)
    continuation.resume(returning: .woken(awake: nil))
  }

  @Test func aHangIsCheckedWhenDueAndTakesTheRunningTestsSleepersOff() async {
    let continuation = await parkedSleeper()
    var state = ClockState(now: start)
    let now = ContinuousClock.now
    #expect(
      isStop(
        state.checkForHang(
          at: now, line: state.watchLine, isRunning: { _ in true }, starved: notStarved)),
      "no sleeper: nothing to watch")
    let running = state.startSleep()
    guard case .sleeping(_, let since?) = state.join(sleeper(running, at: 1, continuation)) else {
      Issue.record("the first sleeper did not start the watch")
      return
    }
    let finished = state.startSleep()
    _ = state.join(sleeper(finished, at: 2, continuation, hangTimeout: .seconds(1)))
    let isRunning: (SleeperQueue.Sleeper) -> Bool = { $0.id == running }
    guard
      case .check(let due) = state.checkForHang(
        at: since, line: state.watchLine, isRunning: isRunning, starved: notStarved)
    else {
      Issue.record("a hang was found before it was due")
      return
    }
    // Ten seconds after the last sleeper joined: the finished test's timeout does not count.
    #expect(due >= since.advanced(by: .seconds(10)) && due < since.advanced(by: .seconds(11)))
    guard
      case .hung(let hung, let timeout, let at, _, _, let late) = confirmed(
        &state, at: due, isRunning: isRunning, starved: notStarved)
    else {
      Issue.record("no hang was found when due")
      return
    }
    #expect(hung.map(\.id) == [running])
    #expect(timeout == .seconds(10))
    #expect(at == start)
    #expect(late == .zero, "reported when due")
    #expect(state.queue.count == 1, "the finished test's sleeper stays")
    let after = sleeper(state.startSleep(), at: 3, continuation)
    guard case .sleeping(_, let again?) = state.join(after) else {
      Issue.record("a sleeper after the hang did not start the watch again")
      return
    }
    #expect(again >= since)
    continuation.resume(returning: .woken(awake: nil))
  }

  @Test func timeTheProcessKeptWorkWaitingDoesNotCount() async {
    let continuation = await parkedSleeper()
    guard case (var state, let since)? = watched(continuation) else { return }
    let due = since.advanced(by: .seconds(10))
    var asked: [(ContinuousClock.Instant, ContinuousClock.Instant)] = []
    let starved: (ContinuousClock.Instant, ContinuousClock.Instant) -> Duration = {
      asked.append(($0, $1))
      return .seconds(4)
    }
    guard
      case .check(let next) = state.checkForHang(
        at: due, line: state.watchLine, isRunning: { _ in true }, starved: starved)
    else {
      Issue.record("four starved seconds of ten counted")
      return
    }
    #expect(next == due.advanced(by: .seconds(4)), "the starved seconds are made up")
    #expect(asked.count == 1 && asked[0].0 == since && asked[0].1 == due)
    guard
      case .hung(_, _, _, _, let notCounted, _) = confirmed(
        &state, at: next, isRunning: { _ in true }, starved: { _, _ in .seconds(4) })
    else {
      Issue.record("no hang once the made-up time passed")
      return
    }
    #expect(notCounted == .seconds(4))
    continuation.resume(returning: .woken(awake: nil))
  }

  @Test func aClockOverdueInAProcessStarvedAllAlongIsConfirmedAndOnlyByItsProbes() async {
    let continuation = await parkedSleeper()
    guard case (var state, let since)? = watched(continuation) else { return }
    let allStarved: (ContinuousClock.Instant, ContinuousClock.Instant) -> Duration = {
      $0.duration(to: $1)
    }
    // Each check finds no time of the test's own, and looks again, until the clock is overdue.
    var next = since.advanced(by: .seconds(10))
    var check = state.checkForHang(
      at: next, line: state.watchLine, isRunning: { _ in true }, starved: allStarved)
    var looks = 0
    while case .check(let later) = check, looks < 5 {
      next = later
      looks += 1
      check = state.checkForHang(
        at: next, line: state.watchLine, isRunning: { _ in true }, starved: allStarved)
    }
    #expect(next == since.advanced(by: .seconds(30)), "confirmed once overdue, not before")
    guard case .confirm(let progress, let fallback) = check else {
      Issue.record("an overdue clock was not confirmed")
      return
    }
    guard
      case .check = state.checkForHang(
        at: fallback, line: state.watchLine, isRunning: { _ in true }, starved: allStarved)
    else {
      Issue.record("a starved process's probes were given up on at the fallback")
      return
    }
    #expect(state.confirmHang(since: progress) != nil)
    guard
      case .hung(_, _, _, _, let notCounted, let late) = state.checkForHang(
        at: fallback, line: state.watchLine, isRunning: { _ in true }, starved: allStarved)
    else {
      Issue.record("probes that came back with no progress did not confirm the hang")
      return
    }
    #expect(notCounted == since.duration(to: fallback))
    #expect(late == .zero)
    continuation.resume(returning: .woken(awake: nil))
  }

  @Test func aTestThatKeepsSettlingIsNotHung() async {
    let continuation = await parkedSleeper()
    guard case (var state, let since)? = watched(continuation) else { return }
    let due = since.advanced(by: .seconds(10))
    let settled = since.advanced(by: .seconds(7))
    guard
      case .check(let next) = state.checkForHang(
        at: due, line: state.watchLine, isRunning: { _ in true }, settled: { _ in settled },
        starved: notStarved)
    else {
      Issue.record("a test that settled 3 s ago was called hung")
      return
    }
    #expect(next == settled.advanced(by: .seconds(10)), "the watch counts from the last settle")
    guard
      case .hung = confirmed(
        &state, at: next, isRunning: { _ in true }, settled: { _ in settled }, starved: notStarved)
    else {
      Issue.record("no hang 10 s after the last settle")
      return
    }
    continuation.resume(returning: .woken(awake: nil))
  }

  @Test func aHangWaitsForItsProbesUnlessTheyNeverComeBack() async {
    let continuation = await parkedSleeper()
    guard case (var state, let since)? = watched(continuation) else { return }
    let due = since.advanced(by: .seconds(10))
    guard
      case .confirm(let progress, let fallback) = state.checkForHang(
        at: due, line: state.watchLine, isRunning: { _ in true }, starved: notStarved)
    else {
      Issue.record("a hang was reported before its probes came back")
      return
    }
    #expect(progress == since)
    #expect(fallback == due.advanced(by: .seconds(10)))
    guard
      case .check(let next) = state.checkForHang(
        at: due.advanced(by: .seconds(1)), line: state.watchLine, isRunning: { _ in true },
        starved: notStarved)
    else {
      Issue.record("a hang was reported while its probes were out")
      return
    }
    #expect(next == fallback)
    guard
      case .hung(_, _, _, _, _, let late) = state.checkForHang(
        at: next, line: state.watchLine, isRunning: { _ in true }, starved: notStarved)
    else {
      Issue.record("probes that never came back held the report forever")
      return
    }
    #expect(late == .seconds(10), "the report says how long the confirmation held it")
    continuation.resume(returning: .woken(awake: nil))
  }

  @Test func progressWhileAHangIsConfirmedEndsTheConfirmation() async {
    let continuation = await parkedSleeper()
    guard case (var state, let since)? = watched(continuation) else { return }
    let due = since.advanced(by: .seconds(10))
    guard
      case .confirm = state.checkForHang(
        at: due, line: state.watchLine, isRunning: { _ in true }, starved: notStarved)
    else {
      Issue.record("no confirmation was asked for")
      return
    }
    // The test's next step, which waited its turn on the main actor, moves the clock.
    _ = state.join(sleeper(state.startSleep(), at: 2, continuation))
    let looksAgain = state.confirmHang(since: since)
    #expect(looksAgain == nil, "probes back after progress ask for no new look")
    guard
      case .check = state.checkForHang(
        at: ContinuousClock.now, line: state.watchLine, isRunning: { _ in true },
        starved: notStarved)
    else {
      Issue.record("a test that moved while its hang was confirmed was called hung")
      return
    }
    continuation.resume(returning: .woken(awake: nil))
  }

  @Test func aConfirmationThatCameBackReplacesTheLineWaitingForItsFallback() async {
    let continuation = await parkedSleeper()
    guard case (var state, let since)? = watched(continuation) else { return }
    let waiting = state.watchLine
    let due = since.advanced(by: .seconds(10))
    guard
      case .confirm(let progress, let fallback) = state.checkForHang(
        at: due, line: waiting, isRunning: { _ in true }, starved: notStarved)
    else {
      Issue.record("no confirmation was asked for")
      return
    }
    guard let line = state.confirmHang(since: progress) else {
      Issue.record("probes back with no progress asked for no look")
      return
    }
    #expect(line != waiting)
    #expect(
      isStop(
        state.checkForHang(
          at: fallback, line: waiting, isRunning: { _ in true }, starved: notStarved)),
      "the line that waited for the fallback stops")
    #expect(state.queue.count == 1, "an old line's stop takes no sleeper off")
    guard
      case .hung = state.checkForHang(
        at: due, line: line, isRunning: { _ in true }, starved: notStarved)
    else {
      Issue.record("the new line did not report the confirmed hang")
      return
    }
    let after = sleeper(state.startSleep(), at: 2, continuation)
    guard case .sleeping(_, _?) = state.join(after) else {
      Issue.record("a sleeper after the hang did not start the watch again")
      return
    }
    #expect(
      isStop(
        state.checkForHang(
          at: .now, line: line, isRunning: { _ in true }, starved: notStarved)),
      "a line that ended with a hang does not watch the next sleeper")
    continuation.resume(returning: .woken(awake: nil))
  }

  @Test func aHangReportSaysWhatItDidNotCountAndWhyItCameLate() {
    #expect(uncountedNote(starved: .milliseconds(99), late: .milliseconds(99)).isEmpty)
    let both = uncountedNote(starved: .seconds(18), late: .milliseconds(2_500))
    #expect(both.contains("Not counted: 18.0 s more in which the process kept its work waiting"))
    #expect(both.contains("Reported 2.5 s after it was due: it waited for jobs sent through"))
    let lateOnly = uncountedNote(starved: .zero, late: .seconds(10))
    #expect(!lateOnly.contains("Not counted") && lateOnly.contains("Reported 10.0 s after"))
  }

  /// A state with one sleeper, until 1 second, whose join started the hang watch, and when.
  private func watched(
    _ continuation: SleeperQueue.Continuation,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> (ClockState, ContinuousClock.Instant)? {
    var state = ClockState(now: start)
    guard
      case .sleeping(_, let since?) = state.join(sleeper(state.startSleep(), at: 1, continuation))
    else {
      Issue.record("the sleeper did not start the watch", sourceLocation: sourceLocation)
      return nil
    }
    return (state, since)
  }

  /// Checks at `time`, which must ask to confirm a hang; confirms it, and checks again.
  private func confirmed(
    _ state: inout ClockState, at time: ContinuousClock.Instant,
    isRunning: (SleeperQueue.Sleeper) -> Bool,
    settled: (SleeperQueue.Sleeper) -> ContinuousClock.Instant? = { _ in nil },
    starved: (ContinuousClock.Instant, ContinuousClock.Instant) -> Duration
  ) -> ClockState.HangCheck? {
    guard
      case .confirm(let progress, _) = state.checkForHang(
        at: time, line: state.watchLine, isRunning: isRunning, settled: settled, starved: starved)
    else { return nil }
    let looksAgain = state.confirmHang(since: progress)
    #expect(looksAgain == state.watchLine)
    return state.checkForHang(
      at: time, line: state.watchLine, isRunning: isRunning, settled: settled, starved: starved)
  }

  private let notStarved: (ContinuousClock.Instant, ContinuousClock.Instant) -> Duration = {
    _, _ in .zero
  }

  private func sleeper(
    _ id: UInt64, at seconds: Int, _ continuation: SleeperQueue.Continuation,
    hangTimeout: Duration = .seconds(10)
  ) -> SleeperQueue.Sleeper {
    SleeperQueue.Sleeper(
      id: id, deadline: start.advanced(by: .seconds(seconds)), continuation: continuation,
      run: nil, hangTimeout: hangTimeout)
  }

  private func isStop(_ check: ClockState.HangCheck) -> Bool {
    if case .stop = check { return true }
    return false
  }

  /// The continuation of a task that sleeps until the test resumes it, once.
  private func parkedSleeper() async -> SleeperQueue.Continuation {
    await withCheckedContinuation { handOver in
      Task { _ = try? await withCheckedThrowingContinuation { handOver.resume(returning: $0) } }
    }
  }

  /// The continuation of a task that waits for sleepers until the test resumes it, once.
  private func parkedWaiter() async -> CheckedContinuation<Bool, Never> {
    await withCheckedContinuation { handOver in
      Task { _ = await withCheckedContinuation { handOver.resume(returning: $0) } }
    }
  }
}
