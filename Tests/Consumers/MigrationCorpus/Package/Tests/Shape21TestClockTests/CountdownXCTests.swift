// Shape seen in: swift-clocks' README (its `TestClock` example, an XCTest method) and app test targets that follow it — an `@MainActor` XCTestCase whose async test advances a `TestClock` with no serial executor. (The real ones start the model's work in a `Task` first, which races with swift-clocks' yields before the move; here nothing sleeps, so the test is exact on both sides and the shape's point, the wrapped body, is what the corpus checks.)
import Dependencies
import XCTest

@testable import Shape11ContinuousClock

@MainActor
final class CountdownXCTests: XCTestCase {
  func testAdvancingMovesTheModelsClock() async throws {
    let clock = TestClock()
    let model = withDependencies { $0.continuousClock = clock } operation: {
      CountdownModel(countdown: 0)
    }
    let start = clock.now

    await clock.advance(by: .seconds(2))
    await model.start()
    XCTAssertEqual(start.duration(to: clock.now), .seconds(2))
    XCTAssertEqual(model.countdown, 0)
  }
}
