import DependenceTesting
import XCTest

/// swift-clocks' API in an XCTest test, where its users call `checkSuspension()` in `tearDown`.
/// A nonisolated XCTest body enters the test's executor with the scoped function.
final class SwiftClocksAPIXCTests: DependenceTestCase {
  override var scheduling: TestScheduling { .deterministic }

  let clock = TestClock()

  override func tearDown() async throws {
    try await clock.checkSuspension()
  }

  func testATimerTicksOncePerIntervalAdvanced() async throws {
    let clock = clock
    let ticks = await withDeterministicScheduling {
      async let count: Int = {
        var count = 0
        for await _ in clock.timer(interval: .seconds(1)) {
          count += 1
          if count == 3 { break }
        }
        return count
      }()
      await clock.advance(by: .seconds(3))
      return await count
    }
    XCTAssertEqual(ticks, 3)
  }

  func testRunWithATimeoutDrainsFiniteWork() async throws {
    let clock = clock
    try await withDeterministicScheduling {
      async let sleep: Void = clock.sleep(for: .seconds(2))
      await clock.run(timeout: .seconds(60))
      try await sleep
    }
    XCTAssertEqual(clock.now, VirtualInstant(offset: .seconds(2)))
  }
}
