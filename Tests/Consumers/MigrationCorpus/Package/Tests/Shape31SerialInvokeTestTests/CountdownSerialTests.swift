// Shape seen in: davdroman/swift-validation's SynchronizedTaskTests and apps' XCTest cases — an `@MainActor` class whose `invokeTest` runs every test on swift-concurrency-extras' main serial executor (`withMainSerialExecutor { super.invokeTest() }`, reached through `import Dependencies`), with tests that start work and advance a swift-clocks `TestClock`
import Dependencies
import XCTest

@testable import Shape11ContinuousClock

@MainActor
final class CountdownSerialTests: XCTestCase {
  override func invokeTest() {
    withMainSerialExecutor {
      super.invokeTest()
    }
  }

  func testCountsDownOneSecondAtATime() async {
    let clock = TestClock()
    let model = withDependencies { $0.continuousClock = clock } operation: {
      CountdownModel(countdown: 2)
    }
    let countdown = Task { await model.start() }
    await clock.advance(by: .seconds(1))
    XCTAssertEqual(model.countdown, 1)
    await clock.advance(by: .seconds(1))
    await countdown.value
    XCTAssertEqual(model.countdown, 0)
  }
}
