import Dependence
import Dispatch
import Testing

@testable import DependenceTesting

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

extension MainActorHopTests {
  /// A main-actor task that waits for a continuation a Dispatch queue resumes, beside a main-actor
  /// ticker already asleep on the clock: the advance pauses before it moves, so the task's sleep
  /// starts at 0 s and is due at 1 s. Without the pause the clock moved first, on most of the 10.
  @Test func anAdvanceBesideAMainActorSleeperWaitsForAContinuationResumedByDispatch() async throws {
    for _ in 1...10 {
      let clock = TestClock()
      let ticker = Task {
        while (try? await clock.sleep(for: .seconds(1))) != nil {}
      }
      try await clock.waitForSleepers(count: 1)
      let loaded = Log<Int>()
      let loader = Task {
        let value = await withCheckedContinuation { continuation in
          DispatchQueue.global().asyncAfter(deadline: .now() + .microseconds(100)) {
            continuation.resume(returning: 42)
          }
        }
        guard (try? await clock.sleep(for: .seconds(1))) != nil else { return }
        loaded.append(value)
      }
      await clock.advance(by: .seconds(1))
      #expect(loaded.all == [42])
      ticker.cancel()
      loader.cancel()
      await ticker.value
      await loader.value
    }
  }
}

private actor Power {
  private(set) var isOn = true
  func turnOff() { isOn = false }
}
