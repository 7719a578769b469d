import Dependence
import Testing

@testable import DependenceTesting

/// A test clock's state on its own, with no clock, lock or task around it: each step a clock
/// takes is one call, and its result says what the clock then does.
@Suite struct ClockStateTests: ClockStateTesting {
  let start = VirtualInstant()

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

  /// The continuation of a task that waits for sleepers until the test resumes it, once.
  private func parkedWaiter() async -> CheckedContinuation<Bool, Never> {
    await withCheckedContinuation { handOver in
      Task { _ = await withCheckedContinuation { handOver.resume(returning: $0) } }
    }
  }
}
