import Dependence
import Foundation
import Testing

@testable import DependenceTesting

/// The test executor on its own, outside any test's run: the order and exclusivity of its jobs,
/// and when a settle says it is idle.
@Suite struct TestExecutorTests {
  /// A timeout no settle here should reach: each round queues behind the main actor, which a
  /// sanitizer's run of the whole suite keeps busy for seconds at a time.
  private let roomy = Duration.seconds(120)

  @Test func runsJobsOneAtATimeInTheOrderTheyArrive() async {
    let executor = TestExecutor()
    let log = Log<Int>()
    let running = Gauge()
    let tasks = (0..<50).map { index in
      Task(executorPreference: executor) {
        running.enter()
        log.append(index)
        running.leave()
      }
    }
    for task in tasks { await task.value }
    #expect(log.all == Array(0..<50))
    #expect(running.most == 1)
  }

  @Test func knowsWhetherTheCallerRunsOnIt() async {
    let executor = TestExecutor()
    #expect(!executor.isCurrent)
    #expect(await Task(executorPreference: executor) { executor.isCurrent }.value)
    #expect(await Task(executorPreference: TestExecutor()) { executor.isCurrent }.value == false)
  }

  @Test func knowsWhetherTheCurrentTaskPrefersIt() async {
    let executor = TestExecutor()
    #expect(!executor.isPreferredByCurrentTask)
    #expect(await Task(executorPreference: executor) { executor.isPreferredByCurrentTask }.value)
    #expect(await Task { @MainActor in executor.isPreferredByCurrentTask }.value == false)
    let other = Task(executorPreference: TestExecutor()) { executor.isPreferredByCurrentTask }
    #expect(await other.value == false)
  }

  @Test func aTaskCallingAConcurrentFunctionGoesOnWithoutQueueingAgain() async {
    let executor = TestExecutor()
    let log = Log<String>()
    await Task(executorPreference: executor) {
      let queued = Task(executorPreference: executor) { log.append("queued task") }
      await Self.append("call", to: log)
      log.append("after the call")
      await queued.value
    }.value
    // A trip back through the queue would have let the queued task run first.
    #expect(log.all == ["call", "after the call", "queued task"])
  }

  @concurrent private static func append(_ entry: String, to log: Log<String>) async {
    log.append(entry)
  }

  @Test func anActorGivenItRunsOnItWhoeverCalls() async {
    let executor = TestExecutor()
    let actor = ExecutorActor(executor)
    #expect(await actor.runsOnItsExecutor())
    #expect(await Task(executorPreference: executor) { await actor.runsOnItsExecutor() }.value)
  }

  @Test func actorsGivenItCallEachOtherWithoutQueueingAgain() async {
    let executor = TestExecutor()
    let log = Log<String>()
    let (first, second) = (ExecutorActor(executor), ExecutorActor(executor))
    // From a task that prefers the executor, as a test's tasks in deterministic scheduling do.
    await Task(executorPreference: executor) {
      await first.queueATask(thenCall: second, log: log).value
    }.value
    // Run as nonisolated code, the call to the second actor would queue behind the task.
    #expect(log.all == ["second actor", "after the call", "queued task"])
  }

  @Test func aSettleRunsWorkThatKeepsQueueingUntilNoneIsLeft() async {
    let executor = TestExecutor()
    let steps = Log<Int>()
    for task in 0..<10 {
      Task(executorPreference: executor) {
        for _ in 0..<5 {
          await Task.yield()
          steps.append(task)
        }
      }
    }
    #expect(await executor.settle(timeout: roomy))
    #expect(steps.all.count == 50)
    #expect(executor.queuedJobCount == 0)
  }

  @Test func aSettleGivesUpOnWorkThatNeverStopsOnceItsTimeoutPasses() async {
    let executor = TestExecutor()
    let spinning = Task(executorPreference: executor) {
      while !Task.isCancelled { await Task.yield() }
    }
    let start = ContinuousClock.now
    #expect(await !executor.settle(timeout: .milliseconds(200)))
    #expect(start.duration(to: .now) >= .milliseconds(200))
    spinning.cancel()
    await spinning.value
  }

  @Test func aQuietPeriodLastsItsTimeUnlessTheWorkIsKnownToHaveSettled() async {
    let executor = TestExecutor()
    var start = ContinuousClock.now
    #expect(await executor.settle(timeout: roomy, quietPeriod: .milliseconds(50)))
    #expect(start.duration(to: .now) >= .milliseconds(50))
    start = .now
    #expect(
      await executor.settle(timeout: roomy, quietPeriod: .seconds(5), isSettled: { true }))
    #expect(start.duration(to: .now) < .seconds(5))
  }

  /// On a loaded machine a round can wait long for the main actor while nothing runs: that
  /// time is not work that never stops.
  @Test func aSettleWhoseRoundsAreSlowButQuietDoesNotGiveUp() async {
    let executor = TestExecutor()
    let mainActorBusy = Task { @MainActor in Self.block(for: 0.3) }
    #expect(await executor.settle(timeout: .milliseconds(100), quietPeriod: .milliseconds(1)))
    await mainActorBusy.value
  }

  /// A round that waited past the timeout behind a busy main actor, and saw the one step the
  /// process let run meanwhile, is not work that never stops: 20,000 parallel cases of a
  /// main-actor loop were called never idle so.
  @Test func aSlowRoundThatSawOneStepDoesNotGiveUp() async {
    let executor = TestExecutor()
    let mainActorBusy = Task { @MainActor in
      Self.block(for: 0.3)
      executor.noteActivity()
    }
    #expect(await executor.settle(timeout: .milliseconds(100), quietPeriod: .milliseconds(1)))
    await mainActorBusy.value
  }

  private static func block(for seconds: TimeInterval) { Thread.sleep(forTimeInterval: seconds) }

  @Test func activityNotedDuringAQuietPeriodStartsItAgain() async {
    let executor = TestExecutor()
    let noted = Log<ContinuousClock.Instant>()
    let noter = Task {
      try? await Task.sleep(for: .milliseconds(20))
      noted.append(.now)
      executor.noteActivity()
    }
    let quietPeriod = Duration.milliseconds(500)
    #expect(await executor.settle(timeout: roomy, quietPeriod: quietPeriod))
    let end = ContinuousClock.now
    await noter.value
    // The activity came during the settle but on the most loaded machine: then the quiet
    // period ran again from it.
    if let activity = noted.all.first, activity < end {
      #expect(activity.duration(to: end) >= quietPeriod)
    }
  }

  @Test func jobsQueuedWhenATestEndsAreCountedAndStillRun() async {
    let executor = TestExecutor()
    let gate = Blocker()
    let started = Blocker()
    let ran = Log<Int>()
    let first = Task(executorPreference: executor) {
      started.open()
      gate.wait()
      ran.append(1)
    }
    // Waits for the first job to hold the executor, however loaded the machine: a fixed sleep
    // here failed in CI when the first job had not started when the second was made.
    await Task.detached { started.wait() }.value
    let second = Task(executorPreference: executor) { ran.append(2) }
    #expect(executor.queuedJobCount == 1)
    gate.open()
    await first.value
    await second.value
    #expect(ran.all == [1, 2])
  }
}

/// How many callers are between `enter` and `leave` at once, at the most.
final class Gauge: Sendable {
  private let state = LockedValue((now: 0, most: 0))

  func enter() {
    state.withLock { state in
      state.now += 1
      state.most = max(state.most, state.now)
    }
  }

  func leave() { state.withLock { $0.now -= 1 } }

  var most: Int { state.withLock { $0.most } }
}

/// An actor whose jobs run on a test executor, as the testing guide shows.
private actor ExecutorActor {
  let executor: TestExecutor

  init(_ executor: TestExecutor) { self.executor = executor }

  nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

  func runsOnItsExecutor() -> Bool {
    assertIsolated()
    return executor.isCurrent
  }

  func queueATask(thenCall other: ExecutorActor, log: Log<String>) async -> Task<Void, Never> {
    let queued = Task(executorPreference: executor) { log.append("queued task") }
    await other.append("second actor", to: log)
    log.append("after the call")
    return queued
  }

  func append(_ entry: String, to log: Log<String>) { log.append(entry) }
}
