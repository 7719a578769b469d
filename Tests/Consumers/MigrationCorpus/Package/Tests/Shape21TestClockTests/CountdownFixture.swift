// Shape seen in: a real-package trial's test target (a fixture type, in a file of its own, that makes the `TestClock` and the model on it; the tests, in other files, only write `fixture.clock.advance(by:)` and import neither library). Nothing sleeps on the clock, so the tests are exact before the move too
import Dependencies

@testable import Shape11ContinuousClock

@MainActor
struct CountdownFixture {
  let clock = TestClock()
  let model: CountdownModel

  init(countdown: Int) {
    model = withDependencies { [clock] in
      $0.continuousClock = clock
    } operation: {
      CountdownModel(countdown: countdown)
    }
  }
}
