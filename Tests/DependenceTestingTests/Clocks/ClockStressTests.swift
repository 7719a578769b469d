import DependenceTesting
import Testing

/// Runs the clock scenarios many times at once: each case runs every scenario concurrently, and
/// the cases themselves run in parallel with each other and the rest of the suite.
@Suite struct ClockStressTests {
  @Test(arguments: 0..<200)
  func clockScenariosGiveTheSameResultsUnderParallelLoad(iteration: Int) async {
    let scenarios = ClockScenarios()
    let timers = ClockScenarios()
    async let order = scenarios.wakeOrder(deadlines: [3, 1, 2, 1, 3, 2])
    async let ticks = timers.timerTicks(advances: [1, 3, 0, 2])
    async let cancelled = ClockScenarios().cancelledSleepers(count: 5)
    async let waited: Void = sleepersReachedThroughTheRendezvous()

    #expect(await order == [1, 3, 2, 5, 0, 4])
    #expect(await ticks == [1, 4, 4, 6])
    let (cancelledCount, stillSleeping) = await cancelled
    #expect(cancelledCount == 5)
    #expect(stillSleeping == 0)
    await waited
  }

  private func sleepersReachedThroughTheRendezvous() async {
    let clock = TestClock()
    let sleepers = (1...8).map { seconds in
      Task { try await clock.sleep(for: .seconds(seconds)) }
    }
    await clock.waitForSleepers(count: 8)
    await clock.advance(by: .seconds(8))
    for sleeper in sleepers {
      let result = await sleeper.result
      #expect(throws: Never.self) { try result.get() }
    }
    #expect(clock.sleeperCount == 0)
  }
}
