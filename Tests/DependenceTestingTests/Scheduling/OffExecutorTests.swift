import Dependence
@testable import DependenceTesting
import Dispatch
import Testing

/// Work of the test that runs off its executor is still woken in deadline order and waited for,
/// with one warning; each documented way to keep it on the executor is exact.
@Suite(.deterministicScheduling) struct OffExecutorTests {
  @Test func aNonisolatedTaskThatSleepsOnTheClockIsWokenAndWaitedFor() async throws {
    let clock = TestClock()
    let log = Log<VirtualInstant>()
    let (_, issues) = await collectIssues {
      let task = Task {
        for _ in 1...3 {
          try await clock.sleep(for: .seconds(1))
          log.append(clock.now)
        }
      }
      try? await clock.waitForSleepers(count: 1)
      await clock.advance(by: .seconds(2))
      #expect(log.all == [1, 2].map { VirtualInstant(offset: .seconds($0)) })
      await clock.advance(by: .seconds(1))
      #expect(log.all.count == 3)
      try? await task.value
    }
    #expect(issues.isEmpty)
  }

  @Test func aNonisolatedServicePollingInATaskOfItsOwnCountsEachInterval() async {
    let clock = TestClock()
    let poller = withDependencies { $0.continuousClock = clock } operation: { Poller() }
    let (_, issues) = await collectIssues {
      poller.start()
      await clock.advance(by: .seconds(3))
      #expect(poller.count == 3)
      await clock.advance(by: .seconds(2))
      #expect(poller.count == 5)
      poller.stop()
    }
    #expect(issues.isEmpty)
  }

  /// The wait for a woken poller ends when it sleeps again, not after a quiet period: ten
  /// minutes of one-second polls take far less than 600 quiet periods (6 s); the bound, half of
  /// that, leaves room for a sanitizer's run.
  @Test func aPollerThatSleepsAgainEndsTheWaitForItAtOnce() async {
    let clock = TestClock()
    let poller = withDependencies { $0.continuousClock = clock } operation: { Poller() }
    let (_, issues) = await collectIssues {
      poller.start()
      await clock.advance(by: .seconds(1))
      let start = ContinuousClock.now
      await clock.advance(by: .seconds(600))
      let elapsed = start.duration(to: .now)
      #expect(poller.count == 601)
      #expect(elapsed < idleQuietPeriod * 600 / 2, "\(elapsed)")
      poller.stop()
    }
    #expect(issues.isEmpty)
  }

  @Test @MainActor func aMainActorTaskWhoseTimeoutRacesInATaskGroupTimesOut() async {
    let clock = TestClock()
    let model = withDependencies {
      $0.continuousClock = clock
    } operation: {
      LoadingModel(fetch: { try await clock.sleep(for: .seconds(60)); return "late" })
    }
    let (_, issues) = await collectIssues {
      model.tap()
      await clock.advance(by: .seconds(5))
      #expect(model.state == "timed out")
    }
    #expect(issues.isEmpty)
  }

  @Test @MainActor func aMainActorTaskWhoseFetchWinsTheRaceShowsTheResult() async {
    let clock = TestClock()
    let model = withDependencies {
      $0.continuousClock = clock
    } operation: {
      LoadingModel(fetch: { try await clock.sleep(for: .seconds(1)); return "loaded" })
    }
    model.tap()
    await clock.advance(by: .seconds(1))
    #expect(model.state == "loaded")
    await clock.advance(by: .seconds(10))
    #expect(model.state == "loaded")
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

  @Test func anActorWithItsOwnExecutorIsWokenWithoutAnIssue() async throws {
    let clock = TestClock()
    let actor = QueueActor()
    let (_, issues) = await collectIssues {
      async let slept: Void = actor.sleep(on: clock, for: .seconds(1))
      try? await clock.waitForSleepers(count: 1)
      await clock.advance(by: .seconds(1))
      try? await slept
    }
    #expect(issues.isEmpty)
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

/// A nonisolated service that counts in a task of its own, once a second, as app code writes it.
final class Poller: Sendable {
  private let clock: any Clock<Duration>
  private let state = LockedValue<(count: Int, task: Task<Void, any Error>?)>((0, nil))

  init() {
    @Dependency(\.continuousClock) var clock
    self.clock = clock
  }

  var count: Int { state.withLock { $0.count } }

  func start() {
    let task = Task {
      while true {
        try await clock.sleep(for: .seconds(1))
        state.withLock { $0.count += 1 }
      }
    }
    state.withLock { $0.task = task }
  }

  func stop() { state.withLock { $0.task?.cancel() } }
}

/// A main-actor model whose button loads in a `Task { }`, racing the fetch against a five-second
/// timeout in a throwing task group.
@MainActor final class LoadingModel {
  @Dependency(\.continuousClock) private var clock
  private let fetch: @Sendable () async throws -> String
  private(set) var state = "idle"
  private var task: Task<Void, Never>?

  init(fetch: @escaping @Sendable () async throws -> String) {
    self.fetch = fetch
  }

  func tap() {
    task = Task { await load() }
  }

  private func load() async {
    state = "loading"
    do {
      state = try await withTimeout(.seconds(5), fetch)
    } catch is TimedOut {
      state = "timed out"
    } catch {
      state = "failed"
    }
  }

  private func withTimeout(
    _ timeout: Duration, _ operation: @escaping @Sendable () async throws -> String
  ) async throws -> String {
    let clock = self.clock
    return try await withThrowingTaskGroup(of: String.self) { group in
      group.addTask { try await operation() }
      group.addTask {
        try await clock.sleep(for: timeout)
        throw TimedOut()
      }
      defer { group.cancelAll() }
      return try await group.next()!
    }
  }

  struct TimedOut: Error {}
}
