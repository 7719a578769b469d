// Shape seen in: swift-clocks' README (its `TestClock` example, an XCTest method) and app test targets that follow it — an `@MainActor` XCTestCase whose async test starts the model's work in a `Task`, advances a `TestClock` at once and awaits the task, with no serial executor: swift-clocks' `advance` yielded first, and that was enough
import Dependencies
import XCTest

@testable import Shape11ContinuousClock

@MainActor
final class CountdownXCTests: XCTestCase {
  func testCountsDownAfterTwoSeconds() async throws {
    let clock = TestClock()
    let model = withDependencies { $0.continuousClock = clock } operation: {
      CountdownModel(countdown: 2)
    }
    let countdown = Task { await model.start() }

    await clock.advance(by: .seconds(2))
    await countdown.value
    XCTAssertEqual(model.countdown, 0)
  }
}
