// Shape seen in: test targets of clock-driven models (code-search hits: `@Test(arguments: [false, true])` beside a `TestClock`, and davdroman/swift-validation's tests, which drain a clock with `clock.run()`) — a parameterized test that advances a `TestClock`, and a test that runs one and never calls `advance`. Nothing sleeps on these clocks, so the tests are exact before the move too, where swift-clocks' yields race with a task's first sleep
import Dependencies
import Testing

@testable import Shape11ContinuousClock

@MainActor
struct CountdownParameterizedTests {
  @Test(arguments: [1, 3])
  func advancesBy(seconds: Int) async {
    let clock = TestClock()
    let start = clock.now
    await clock.advance(by: .seconds(seconds))
    #expect(start.duration(to: clock.now) == .seconds(seconds))
  }

  @Test func runWithNothingAsleepLeavesTheClockWhereItIs() async {
    let clock = TestClock()
    let start = clock.now
    await clock.run()
    #expect(clock.now == start)
  }
}
