import Dependence
import DependenceTesting
import Testing

@Suite struct TestClockTests {
  @Test func sleeperWakesOnlyWhenTheClockReachesItsDeadline() async throws {
    let clock = TestClock()
    let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
    try await clock.waitForSleepers(count: 1)

    await clock.advance(by: .milliseconds(999))
    #expect(clock.sleeperCount == 1)
    #expect(clock.now == VirtualInstant(offset: .milliseconds(999)))

    await clock.advance(by: .milliseconds(1))
    #expect(clock.sleeperCount == 0)
    try await sleeper.value
  }

  @Test func sleepersWakeInDeadlineOrderAndInArrivalOrderAmongEqualDeadlines() async throws {
    let order = try await ClockScenarios().wakeOrder(deadlines: [3, 1, 2, 1, 3, 2])
    #expect(order == [1, 3, 2, 5, 0, 4])
  }

  @Test func aTimerTicksOnceForEveryIntervalAnAdvancePasses() async throws {
    let counts = try await ClockScenarios().timerTicks(advances: [1, 3, 0, 2])
    #expect(counts == [1, 4, 4, 6])
  }

  @Test func nowStepsToEachDeadlineAsSleepersWake() async throws {
    let clock = TestClock()
    let seen = Task {
      try await clock.sleep(for: .seconds(2))
      return clock.now
    }
    try await clock.waitForSleepers(count: 1)
    await clock.advance(by: .seconds(5))
    #expect(clock.now == VirtualInstant(offset: .seconds(5)))
    let woke = try await seen.value
    #expect(woke >= VirtualInstant(offset: .seconds(2)))
  }

  @Test func advanceToMovesToTheGivenInstant() async throws {
    let clock = TestClock()
    let sleeper = Task { try await clock.sleep(until: VirtualInstant(offset: .seconds(4))) }
    try await clock.waitForSleepers(count: 1)
    await clock.advance(to: VirtualInstant(offset: .seconds(4)))
    try await sleeper.value
    #expect(clock.now == VirtualInstant(offset: .seconds(4)))
  }

  @Test func aDeadlineThatHasPassedReturnsAtOnce() async throws {
    let clock = TestClock(now: VirtualInstant(offset: .seconds(10)))
    try await clock.sleep(until: VirtualInstant(offset: .seconds(3)))
    try await clock.sleep(for: .zero)
    #expect(clock.sleeperCount == 0)
  }

  @Test func cancellingASleeperThrowsCancellationErrorWithoutAdvancing() async throws {
    let result = try await ClockScenarios().cancelledSleepers(count: 3)
    #expect(result.cancelled == 3)
    #expect(result.stillSleeping == 0)
  }

  @Test func cancellingMostSleepersLeavesTheRestToWake() async throws {
    let clock = TestClock()
    let sleepers = (0..<300).map { index in
      Task { try await clock.sleep(for: .seconds(300 - index)) }
    }
    try await clock.waitForSleepers(count: 300)
    for (index, sleeper) in sleepers.enumerated() where index % 3 != 0 { sleeper.cancel() }
    #expect(clock.sleeperCount == 100)
    await clock.advance(by: .seconds(300))
    for (index, sleeper) in sleepers.enumerated() {
      let result = await sleeper.result
      if index % 3 == 0 {
        #expect(throws: Never.self) { try result.get() }
      } else {
        #expect(throws: CancellationError.self) { try result.get() }
      }
    }
    #expect(clock.sleeperCount == 0)
  }

  @Test func sleepingInACancelledTaskThrowsAtOnce() async {
    let clock = TestClock()
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .seconds(1))
    }
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(clock.sleeperCount == 0)
  }

  @Test func advancingBackwardsReportsAtTheCallerAndLeavesTheClock() async {
    let clock = TestClock(now: VirtualInstant(offset: .seconds(5)))
    let line = #line + 2
    let (_, issues) = await collectIssues {
      await clock.advance(to: VirtualInstant(offset: .seconds(2)))
    }
    #expect(clock.now == VirtualInstant(offset: .seconds(5)))
    #expect(issues.count == 1)
    #expect(issues.first?.message.contains("backwards, from 5.0 seconds") == true)
    #expect(issues.first?.location.line == line)
    #expect(issues.first?.location.fileID == #fileID)
  }

  @Test func advancingByANegativeDurationReports() async {
    let clock = TestClock()
    let (_, issues) = await collectIssues {
      await clock.advance(by: .seconds(-1))
    }
    #expect(clock.now == VirtualInstant())
    #expect(issues.map(\.message).first?.contains("advance(by: -1.0 seconds)") == true)
  }

  @Test func runDrainsEverySleeper() async throws {
    let clock = TestClock()
    let sleepers = [7, 2, 5].map { seconds in
      Task { try await clock.sleep(for: .seconds(seconds)) }
    }
    try await clock.waitForSleepers(count: 3)
    await clock.run()
    for sleeper in sleepers { try await sleeper.value }
    #expect(clock.now == VirtualInstant(offset: .seconds(7)))
  }

  @Test @MainActor func runReportsWorkThatKeepsSchedulingItself() async throws {
    let clock = TestClock()
    let timer = Task { @MainActor in
      while true { try await clock.sleep(for: .seconds(1)) }
    }
    try await clock.waitForSleepers(count: 1)
    let line = #line + 2
    let (_, issues) = await collectIssues {
      await clock.run(maxWakeUps: 50)
    }
    timer.cancel()
    #expect(issues.count == 1)
    #expect(issues.first?.message.contains("stopped after 50 wake-ups") == true)
    #expect(issues.first?.location.line == line)
  }

  @Test func waitForSleepersReportsAndThrowsWhenTheCountIsNotReached() async throws {
    let clock = TestClock()
    let line = #line + 3
    let (thrown, issues) = await collectIssues { () async -> (any Error)? in
      do {
        try await clock.waitForSleepers(count: 1, timeout: .milliseconds(20))
        return nil
      } catch {
        return error
      }
    }
    #expect(thrown is CancellationError)
    #expect(issues.count == 1)
    #expect(issues.first?.message.contains("timed out after 0.02 seconds: 0 tasks sleep") == true)
    #expect(issues.first?.location.line == line)
  }

  @Test func waitForSleepersReturnsAtOnceWhenEnoughTasksSleep() async throws {
    let clock = TestClock()
    let sleepers = (0..<4).map { _ in Task { try await clock.sleep(for: .seconds(1)) } }
    try await clock.waitForSleepers(count: 4)
    let (_, issues) = try await collectIssues {
      try await clock.waitForSleepers(count: 2, timeout: .milliseconds(1))
    }
    #expect(issues.isEmpty)
    for sleeper in sleepers { sleeper.cancel() }
  }

  @Test func aCancelledWaitForSleepersThrowsCancellationError() async {
    let clock = TestClock()
    let waiter = Task { try await clock.waitForSleepers(count: 1) }
    waiter.cancel()
    await #expect(throws: CancellationError.self) { try await waiter.value }
  }

  @Test func tenThousandSleepersWakeInDeadlineOrder() async throws {
    let clock = TestClock()
    let count = 10_000
    let last = try await withThrowingTaskGroup(of: Int.self) { group in
      for index in 0..<count {
        group.addTask {
          try await clock.sleep(for: .milliseconds((index * 7919) % count + 1))
          return index
        }
      }
      try await clock.waitForSleepers(count: count)
      await clock.advance(by: .milliseconds(count))
      var woken = 0
      for try await _ in group { woken += 1 }
      return woken
    }
    #expect(last == count)
    #expect(clock.sleeperCount == 0)
  }

  @Test func testShorthandMakesAFreshClock() {
    let clock: TestClock = .test
    #expect(clock.now == VirtualInstant())
    #expect(clock.minimumResolution == .zero)
  }
}
