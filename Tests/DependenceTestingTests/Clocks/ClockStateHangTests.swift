import Dependence
import Testing

@testable import DependenceTesting

/// A test clock's hang watch on its state alone: when a check is due, what the time a process
/// kept work waiting leaves out, how a hang is confirmed before it is reported, and what the
/// report says.
@Suite struct ClockStateHangTests: ClockStateTesting {
  let start = VirtualInstant()

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
      case .hung(let hung, let timeout, let at, _, _, let late, nil) = confirmed(
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
      case .hung(_, _, _, _, let notCounted, _, nil) = confirmed(
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
      case .hung(_, _, _, _, let notCounted, let late, let overdue) = state.checkForHang(
        at: fallback, line: state.watchLine, isRunning: { _ in true }, starved: allStarved)
    else {
      Issue.record("probes that came back with no progress did not confirm the hang")
      return
    }
    #expect(notCounted == since.duration(to: fallback))
    #expect(late == .zero)
    #expect(overdue == since.duration(to: fallback), "confirmed as overdue, not as counted")
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
      case .hung(_, _, _, _, _, let late, nil) = state.checkForHang(
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
    #expect(!both.contains("for one more timeout"), "a starved confirmation can wait longer")
    let overdue = uncountedNote(starved: .seconds(25), late: .zero, overdue: .seconds(30))
    #expect(!overdue.contains("Not counted"), "the overdue rule counted that time")
    #expect(
      overdue.contains(
        "In 30.0 s without progress, the process kept its work waiting for a thread (the main "
          + "actor, Swift's global executor or the test executors' threads were busy) for 25.0 s: "
          + "a clock 3 timeouts without progress is reported however busy the process is"))
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

  private func isStop(_ check: ClockState.HangCheck) -> Bool {
    if case .stop = check { return true }
    return false
  }
}
