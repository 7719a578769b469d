// Shape seen in: swift-concurrency-extras' README ("set `uncheckedUseMainSerialExecutor` to true in
// `setUp`") and apps' XCTest cases that follow it (trial I's search-model tests) — the main serial
// executor turned on in `setUp` and off in `tearDown`, reached through
// `import Dependencies`, with main-actor tests that start tasks and let them run with
// `Task.megaYield()`, and a nonisolated test that starts two tasks without relying on their
// order (the move lists it: deterministic scheduling does not run them in turn)
import Dependencies
import XCTest

@testable import Shape11ContinuousClock

final class CountdownSerialSetUpTests: XCTestCase {
  override func setUp() {
    super.setUp()
    uncheckedUseMainSerialExecutor = true
  }

  override func tearDown() {
    uncheckedUseMainSerialExecutor = false
    super.tearDown()
  }

  @MainActor func testTasksStartedInTurnHaveRunInTurnAfterAYield() async {
    let order = LockIsolated<[Int]>([])
    let first = Task { order.withValue { $0.append(1) } }
    let second = Task { order.withValue { $0.append(2) } }
    await Task.megaYield()
    XCTAssertEqual(order.value, [1, 2])
    _ = (first, second)
  }

  func testTasksStartedOffTheMainActorEachRunOnce() async {
    let seen = LockIsolated<[Int]>([])
    let first = Task { seen.withValue { $0.append(1) } }
    let second = Task { seen.withValue { $0.append(2) } }
    _ = await (first.value, second.value)
    XCTAssertEqual(seen.value.sorted(), [1, 2])
  }

  @MainActor func testAnImmediateClockCountsDownAtOnce() async {
    let model = withDependencies { $0.continuousClock = ImmediateClock() } operation: {
      CountdownModel(countdown: 2)
    }
    await model.start()
    XCTAssertEqual(model.countdown, 0)
  }
}
