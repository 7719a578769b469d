// Shape seen in: app test targets that follow swift-dependencies' XCTest advice and also run each test on swift-concurrency-extras' main serial executor — `invokeTest` with `withDependencies` inside `withMainSerialExecutor`, or `withMainSerialExecutor` inside the `operation:` closure, the values set once for every test of the class
import Dependencies
import XCTest

@testable import Shape11ContinuousClock

@MainActor
final class CountdownSerialValuesTests: XCTestCase {
  override func invokeTest() {
    withMainSerialExecutor {
      withDependencies {
        $0.continuousClock = ImmediateClock()
      } operation: {
        super.invokeTest()
      }
    }
  }

  func testTheClassClockFinishesTheCountdownAtOnce() async {
    let model = CountdownModel(countdown: 3)
    await model.start()
    XCTAssertEqual(model.countdown, 0)
  }

  func testATestClockSetInTheTestStillStepsOneSecondAtATime() async {
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

@MainActor
final class CountdownValuesSerialTests: XCTestCase {
  override func invokeTest() {
    withDependencies { $0.continuousClock = ImmediateClock() } operation: {
      withMainSerialExecutor { super.invokeTest() }
    }
  }

  func testTicksUpToTheLimitAtOnce() async {
    let model = CountdownModel()
    await model.count(upTo: 4)
    XCTAssertEqual(model.ticks, 4)
  }
}
