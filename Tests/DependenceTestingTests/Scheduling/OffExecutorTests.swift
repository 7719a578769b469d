import Dependence
import DependenceTesting
import Dispatch
import Testing

/// Work that runs off the test's executor is reported when it sleeps on a test clock, and each
/// documented way to keep it on the executor is deterministic.
@Suite(.deterministicScheduling) struct OffExecutorTests {
  @Test func aNonisolatedTaskThatSleepsOnTheClockIsReported() async throws {
    let line = #line + 1
    let clock = TestClock()
    let (_, issues) = await collectIssues {
      let task = Task { try await clock.sleep(for: .seconds(1)) }
      try? await clock.waitForSleepers(count: 1)
      await clock.advance(by: .seconds(1))
      try? await task.value
    }
    #expect(issues.count == 1)
    let message = issues.first?.message ?? ""
    #expect(message.contains("in a task that does not run on the test's executor"))
    #expect(message.contains("Task(executorPreference: TestExecutor.current)"))
    #expect(issues.first?.location.line == line)
  }

  @Test func aNonisolatedTaskThatSleepsThroughAnyClockIsReportedToo() async throws {
    let clock: any Clock<Duration> = TestClock()
    let (_, issues) = await collectIssues {
      let task = Task { try await clock.sleep(for: .seconds(1)) }
      try? await (clock as? TestClock)?.waitForSleepers(count: 1)
      await (clock as? TestClock)?.advance(by: .seconds(1))
      try? await task.value
    }
    #expect(issues.map(\.message).first?.contains("does not run on the test's executor") == true)
  }

  @Test func aTaskStartedOnTheTestsExecutorIsWaitedFor() async throws {
    let clock = TestClock()
    let task = Task(executorPreference: TestExecutor.current) {
      try await clock.sleep(for: .seconds(1))
      return clock.now
    }
    await clock.advance(by: .seconds(1))
    #expect(try await task.value == VirtualInstant(offset: .seconds(1)))
  }

  @Test @MainActor func aMainActorTaskIsWaitedFor() async throws {
    let clock = TestClock()
    var woke = false
    Task {
      try await clock.sleep(for: .seconds(1))
      woke = true
    }
    await clock.advance(by: .seconds(1))
    #expect(woke)
  }

  @Test func anActorWithItsOwnExecutorIsReported() async throws {
    let clock = TestClock()
    let actor = QueueActor()
    let (_, issues) = await collectIssues {
      async let slept: Void = actor.sleep(on: clock, for: .seconds(1))
      try? await clock.waitForSleepers(count: 1)
      await clock.advance(by: .seconds(1))
      try? await slept
    }
    #expect(
      issues.map(\.message).first?.contains("on an actor with an executor of its own") == true)
  }

  @Test func anActorThatRunsOnTheTestsExecutorInTestsIsWaitedFor() async throws {
    let clock = TestClock()
    let actor = TestableQueueActor()
    async let woke: VirtualInstant = actor.sleep(on: clock, for: .seconds(1))
    await clock.advance(by: .seconds(1))
    #expect(try await woke == VirtualInstant(offset: .seconds(1)))
  }
}

/// An actor on a serial queue of its own.
actor QueueActor {
  private let executor = QueueExecutor()

  nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

  func sleep(on clock: TestClock, for duration: Duration) async throws {
    try await clock.sleep(for: duration)
  }
}

/// The same actor, made to run on the test's executor when it is made in a test, as the
/// testing guide shows.
actor TestableQueueActor {
  private let executor: any SerialExecutor = TestExecutor.current ?? QueueExecutor()

  nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

  func sleep(on clock: TestClock, for duration: Duration) async throws -> VirtualInstant {
    try await clock.sleep(for: duration)
    return clock.now
  }
}

/// A serial executor on a Dispatch queue.
final class QueueExecutor: SerialExecutor {
  private let queue = DispatchQueue(label: "QueueExecutor")

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    queue.async { job.runSynchronously(on: self.asUnownedSerialExecutor()) }
  }
}
