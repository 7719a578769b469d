// Shape seen in: test targets of clock-driven models (code-search hits: `@Test(arguments: [false, true])` beside a `TestClock`, and davdroman/swift-validation's tests, which start work and call `clock.run()`) — a parameterized test that advances a `TestClock`, and a test that drains one with `run()` and never calls `advance`
import Dependencies
import Testing

@testable import Shape11ContinuousClock

@MainActor
struct CountdownParameterizedTests {
  @Test(arguments: [1, 3])
  func countsDown(from countdown: Int) async {
    let clock = TestClock()
    let model = withDependencies { $0.continuousClock = clock } operation: {
      CountdownModel(countdown: countdown)
    }
    let task = Task { await model.start() }
    await clock.advance(by: .seconds(countdown))
    await task.value
    #expect(model.countdown == 0)
  }

  @Test func runDrainsTheCountdown() async {
    let clock = TestClock()
    let model = withDependencies { $0.continuousClock = clock } operation: {
      CountdownModel(countdown: 2)
    }
    let task = Task { await model.start() }
    await clock.run()
    await task.value
    #expect(model.countdown == 0)
  }
}
