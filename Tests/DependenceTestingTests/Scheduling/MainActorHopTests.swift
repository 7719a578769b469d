import Dependence
@testable import DependenceTesting
import Testing

/// A main-actor task that does not prefer the test's executor awaits actors of their own on the
/// global executor, where a settle cannot see it: a clock that woke it waits until it sleeps
/// again (or for a quiet period), so it is back before the clock moves on or returns.
@MainActor @Suite(.deterministicScheduling) struct MainActorHopTests {
  /// swift-clocks' `testRunWithTimeout`: without the wait, `run` returned early on about half of
  /// the runs, as if the loop had ended.
  @Test func aRunKeepsWakingALoopThatAsksAnActorBetweenSleeps() async {
    for _ in 1...20 {
      let clock = TestClock()
      let power = Power()
      let task = Task {
        while await power.isOn {
          try await clock.sleep(for: .seconds(1))
        }
      }
      await withKnownIssue {
        await clock.run(timeout: .milliseconds(30))
      } matching: { issue in
        issue.description.contains("ran out of time")
      }
      await power.turnOff()
      await clock.run(timeout: .seconds(5))
      try? await task.value
    }
  }

  @Test func anAdvanceWakesEachSleepOfALoopThatAsksAnActorBetweenSleeps() async {
    for _ in 1...20 {
      let clock = TestClock()
      let power = Power()
      let ticks = Log<Int>()
      let task = Task {
        var tick = 0
        while await power.isOn {
          guard (try? await clock.sleep(for: .seconds(1))) != nil else { return }
          tick += 1
          ticks.append(tick)
        }
      }
      await clock.advance(by: .seconds(5))
      #expect(ticks.all == [1, 2, 3, 4, 5])
      await power.turnOff()
      await clock.advance(by: .seconds(1))
      await task.value
    }
  }
}

private actor Power {
  private(set) var isOn = true
  func turnOff() { isOn = false }
}
