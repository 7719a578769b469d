// Shape seen in: swift-dependencies' documentation of `continuousClock` (TestClock "automatically imported and available when you import this library") and the tests written from it — a test file that imports `Dependencies` alone and builds a `TestClock()`
import Dependencies
import Testing

@testable import Shape25ReexportedClocks

@Suite struct TickerTests {
  // On the main serial executor, as swift-concurrency-extras' README suggests: swift-clocks'
  // advance only yields, and without it can move before the task sleeps, which then awaits
  // forever.
  @Test func tickWaitsForTheClock() async throws {
    try await withMainSerialExecutor {
      let clock = TestClock()
      let ticker = withDependencies {
        $0.continuousClock = clock
      } operation: {
        Ticker.liveValue
      }
      let tick = Task { try await ticker.tick() }
      await clock.advance(by: .seconds(1))
      try await tick.value
    }
  }

  @Test func advanceClockMovesTheTestClock() async throws {
    try await withMainSerialExecutor {
      let clock = TestClock()
      try await withDependencies {
        $0.continuousClock = clock
      } operation: {
        let sleep = Task { try await clock.sleep(for: .seconds(1)) }
        await advanceClock(by: .seconds(1))
        try await sleep.value
      }
    }
  }
}
