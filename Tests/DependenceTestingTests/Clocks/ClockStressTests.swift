import DependenceTesting
import Testing

/// Repeats the clock tests under load: each of the 200 cases runs the clock tests concurrently
/// with one another, and the cases run in parallel with each other and with the rest of the
/// suite. Every check inside the repeated tests is recorded against the case that ran it.
@Suite struct ClockStressTests {
  @Test(arguments: 0..<200)
  func clockTestsPassUnderParallelLoad(iteration: Int) async throws {
    try await withThrowingTaskGroup(of: Void.self) { group in
      let clockTests = TestClockTests()
      group.addTask { try await clockTests.sleeperWakesOnlyWhenTheClockReachesItsDeadline() }
      group.addTask {
        try await clockTests.sleepersWakeInDeadlineOrderAndInArrivalOrderAmongEqualDeadlines()
      }
      group.addTask { try await clockTests.aTimerTicksOnceForEveryIntervalAnAdvancePasses() }
      group.addTask { try await clockTests.nowStepsToEachDeadlineAsSleepersWake() }
      group.addTask { try await clockTests.advanceToMovesToTheGivenInstant() }
      group.addTask { try await clockTests.cancellingASleeperThrowsCancellationErrorWithoutAdvancing() }
      group.addTask { await clockTests.sleepingInACancelledTaskThrowsAtOnce() }
      group.addTask { await clockTests.advancingBackwardsReportsAtTheCallerAndLeavesTheClock() }
      group.addTask { try await clockTests.runDrainsEverySleeper() }
      group.addTask { try await clockTests.runReportsWorkThatKeepsSchedulingItself() }
      group.addTask { try await clockTests.waitForSleepersReturnsAtOnceWhenEnoughTasksSleep() }
      group.addTask { try await DebounceTests().searchesOnce300MillisecondsAfterTheLastKeystroke() }
      group.addTask { try await DebounceTests().pausesLongerThanTheDebounceSearchEachQuery() }
      group.addTask {
        let clock = ImmediateClock()
        try await clock.sleep(for: .seconds(3600))
        #expect(clock.now == VirtualInstant().advanced(by: .seconds(3600)))
      }
      try await group.waitForAll()
    }
  }
}
