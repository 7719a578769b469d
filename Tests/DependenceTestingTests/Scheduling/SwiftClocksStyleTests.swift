import Dependence
import DependenceTesting
import Testing

/// swift-clocks' own `TestClock` tests, as their users write tests: `@MainActor`, a `Task { }`
/// started and the clock advanced straight away — no yields, no real sleeps, no sleeper
/// counting. In deterministic scheduling the main actor is drained before and after each
/// wake-up, so each gives the same answer every time.
@MainActor @Suite(.deterministicScheduling) struct SwiftClocksStyleTests {
  let clock = TestClock()

  @Test func advance() async {
    var isFinished = false
    Task {
      try await clock.sleep(until: clock.now.advanced(by: .seconds(1)))
      isFinished = true
    }
    #expect(!isFinished)
    await clock.advance(by: .seconds(1))
    #expect(isFinished)
  }

  @Test func advanceWithReentrantUnitsOfWork() async throws {
    let task = Task {
      var count = 0
      for _ in 1...5 {
        try await clock.sleep(until: clock.now.advanced(by: .seconds(1)))
        count += 1
      }
      return count
    }
    await clock.advance(by: .seconds(5))
    #expect(try await task.value == 5)
  }

  @Test func runWithReentrantUnitsOfWork() async throws {
    let task = Task {
      var count = 0
      for _ in 1...5 {
        try await clock.sleep(until: clock.now.advanced(by: .seconds(1)))
        count += 1
      }
      return count
    }
    await clock.run()
    #expect(try await task.value == 5)
  }

  @Test func cooperativeCancellation() async {
    var didFinish = false
    let task = Task {
      try await clock.sleep(for: .seconds(1))
      didFinish = true
    }
    task.cancel()
    await clock.run()
    #expect(!didFinish)
  }

  @Test func now() async throws {
    let task = Task { try await clock.sleep(for: .seconds(5)) }
    let start = clock.now
    await clock.advance(by: .seconds(5))
    #expect(start.advanced(by: .seconds(5)) == clock.now)
    try await task.value
  }

  @Test func runSorting() async throws {
    let values = try await withThrowingTaskGroup(of: Int.self, returning: [Int].self) { group in
      group.addTask {
        try await clock.sleep(for: .seconds(2))
        return 2
      }
      group.addTask {
        try await clock.sleep(for: .seconds(1))
        return 1
      }
      await clock.run()
      var values: [Int] = []
      for try await value in group { values.append(value) }
      return values
    }
    #expect(values == [1, 2])
  }
}

/// Without deterministic scheduling: after waiting for the sleeper, one advance still wakes a
/// loop every time it sleeps again, when the loop runs on an actor (here the main actor): the
/// clock waits until the code after each wake-up has run up to its next suspension.
@MainActor @Suite struct ReentrantLoopOutsideDeterministicSchedulingTests {
  @Test(arguments: 0..<100)
  func aLoopOnTheMainActorWakesForEachIntervalOfOneAdvance(_ run: Int) async throws {
    let clock = TestClock()
    let task = Task {
      var count = 0
      for _ in 1...5 {
        try await clock.sleep(until: clock.now.advanced(by: .seconds(1)))
        count += 1
      }
      return count
    }
    try await clock.waitForSleepers(count: 1)
    await clock.advance(by: .seconds(5))
    #expect(try await task.value == 5)
  }
}
