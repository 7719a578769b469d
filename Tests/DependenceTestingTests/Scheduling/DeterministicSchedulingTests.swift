import Dependence
import DependenceTesting
import Testing

/// Deterministic scheduling: a test's work runs on an executor of its own, which test clocks
/// run until idle before and after each wake-up. None of these tests waits for a sleeper.
@Suite(.deterministicScheduling) struct DeterministicSchedulingTests {
  @Test func theReadmesTestClockExampleRunsAsWritten() async throws {
    for _ in 0..<200 {
      let clock = TestClock()
      async let value: Void = clock.sleep(for: .seconds(1))
      await clock.advance(by: .seconds(1))
      try await value
    }
  }

  @Test func anAdvanceRightAfterStartingATaskWakesIt() async throws {
    let clock = TestClock()
    let woke = Log<String>()
    try await withThrowingTaskGroup(of: Void.self) { group in
      group.addTask {
        try await clock.sleep(for: .seconds(2))
        woke.append("child")
      }
      await clock.advance(by: .seconds(1))
      #expect(woke.all.isEmpty)
      await clock.advance(by: .seconds(1))
      #expect(woke.all == ["child"])
      try await group.waitForAll()
    }
  }

  @Test func aLoopThatSleepsAgainWakesOnceForEachIntervalOfOneAdvance() async throws {
    let clock = TestClock()
    async let ticks: Int = {
      var ticks = 0
      for _ in 1...5 {
        try await clock.sleep(until: clock.now.advanced(by: .seconds(1)))
        ticks += 1
      }
      return ticks
    }()
    await clock.advance(by: .seconds(5))
    #expect(try await ticks == 5)
    #expect(clock.now == VirtualInstant(offset: .seconds(5)))
  }

  @Test func runDrainsATimerLoopThatAwaitsAnActorBetweenSleeps() async throws {
    let clock = TestClock()
    let counter = Counter()
    async let loop: Void = {
      for _ in 1...10 {
        try await clock.sleep(for: .seconds(1))
        await counter.increment()
      }
    }()
    await clock.run()
    try await loop
    #expect(await counter.value == 10)
    #expect(clock.now == VirtualInstant(offset: .seconds(10)))
  }

  @Test func runReportsATimerLoopThatAwaitsAnActorAndNeverEnds() async throws {
    let clock = TestClock()
    let counter = Counter()
    let timer = Task(executorPreference: TestExecutor.current) {
      while true {
        try await clock.sleep(for: .seconds(1))
        await counter.increment()
      }
    }
    let (_, issues) = await collectIssues { await clock.run(maxWakeUps: 20) }
    timer.cancel()
    _ = await timer.result
    #expect(issues.map(\.message).first?.contains("stopped after 20 wake-ups") == true)
    #expect(await counter.value == 20)
  }

  @Test func childrenFinishInDeadlineOrderAndInArrivalOrderAmongEqualDeadlines() async throws {
    let clock = TestClock()
    let order = Log<Int>()
    try await withThrowingTaskGroup(of: Void.self) { group in
      for (index, seconds) in [3, 1, 2, 1, 3, 2].enumerated() {
        group.addTask {
          try await clock.sleep(for: .seconds(seconds))
          order.append(index)
        }
      }
      await clock.run()
      try await group.waitForAll()
    }
    #expect(order.all == [1, 3, 2, 5, 0, 4])
  }

  @Test func immediateClockSleepersTakeTurnsInTheOrderTheyStarted() async throws {
    let clock: any Clock<Duration> = ImmediateClock()
    let order = Log<String>()
    async let first: Void = {
      for step in 1...3 {
        try await clock.sleep(for: .seconds(1))
        order.append("a\(step)")
      }
    }()
    async let second: Void = {
      for step in 1...3 {
        try await clock.sleep(for: .seconds(1))
        order.append("b\(step)")
      }
    }()
    try await first
    try await second
    #expect(order.all == ["a1", "b1", "a2", "b2", "a3", "b3"])
  }

  @Test func sleepsThroughAnyClockRunOnTheTestsExecutor() async throws {
    let clock = TestClock()
    let anyClock: any Clock<Duration> = clock
    async let value: Void = anyClock.sleep(for: .seconds(1))
    await clock.advance(by: .seconds(1))
    try await value
  }

  @Test func theCurrentExecutorIsTheTestsOwn() async throws {
    let executor = try #require(TestExecutor.current)
    #expect(executor.isIsolatingCurrentContext() == true)
    let onIt = await Task(executorPreference: executor) {
      TestExecutor.current?.isIsolatingCurrentContext()
    }.value
    #expect(onIt == true)
  }

  @Test(arguments: 0..<1_000)
  func parallelTestsEachKeepTheirOwnClockAndExecutor(_ index: Int) async throws {
    let clock = TestClock()
    let executor = TestExecutor.current
    async let woke: VirtualInstant = {
      try await clock.sleep(for: .milliseconds(index + 1))
      return clock.now
    }()
    await clock.advance(by: .milliseconds(index + 1))
    #expect(try await woke == VirtualInstant(offset: .milliseconds(index + 1)))
    #expect(TestExecutor.current === executor)
  }
}

@Suite struct SchedulingEntryPointTests {
  @Test func testsWithoutTheTraitHaveNoTestExecutor() {
    #expect(TestExecutor.current == nil)
  }

  @Test(.dependencies(scheduling: .deterministic) { $0.label = "scheduled" })
  func theDependenciesTraitTurnsItOnAsAnOption() async throws {
    #expect(TestExecutor.current != nil)
    #expect(DependencyValues.current.label == "scheduled")
    let clock = TestClock()
    async let value: Void = clock.sleep(for: .seconds(1))
    await clock.advance(by: .seconds(1))
    try await value
  }

  @Test(.dependencies { $0.label = "concurrent" })
  func theDependenciesTraitAloneKeepsSwiftsScheduling() {
    #expect(TestExecutor.current == nil)
  }

  @Test func theScopedFunctionRunsItsBodyDeterministically() async throws {
    #expect(TestExecutor.current == nil)
    try await withDeterministicScheduling {
      #expect(TestExecutor.current != nil)
      let clock = TestClock()
      async let value: Void = clock.sleep(for: .seconds(1))
      await clock.advance(by: .seconds(1))
      try await value
    }
    #expect(TestExecutor.current == nil)
  }

  @Test(.deterministicScheduling)
  func theScopedFunctionInsideTheTraitUsesTheTestsExecutor() async {
    let outer = TestExecutor.current
    await withDeterministicScheduling {
      #expect(TestExecutor.current === outer)
    }
  }
}

/// `\.fireAndForget` in deterministic scheduling: its task of its own stays on the test's
/// executor, so a clock advances the work it starts without a quiet period.
@Suite(.deterministicScheduling) struct FireAndForgetSchedulingTests {
  @Test func theWorkRunsOnTheTestsExecutor() async {
    @Dependency(\.fireAndForget) var fireAndForget
    let onExecutor = LockedValue<Bool?>(nil)
    await fireAndForget { onExecutor.withLock { $0 = TestExecutor.current?.isIsolatingCurrentContext() ?? false } }
    #expect(onExecutor.withLock { $0 } == true)
  }
}
