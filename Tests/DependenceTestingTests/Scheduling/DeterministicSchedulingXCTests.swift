import DependenceTesting
import XCTest

/// Deterministic scheduling in `DependenceTestCase`: the main actor and the test's executor are
/// drained; a nonisolated test body runs its own children on the executor with the scoped
/// function.
final class DeterministicSchedulingXCTests: DependenceTestCase {
  let clock = TestClock()

  override var scheduling: TestScheduling { .deterministic }

  override func dependencies(_ values: inout DependencyValues) {
    values.continuousClock = clock
  }

  @MainActor
  func testAMainActorModelDebouncesAndRetriesWithoutWaitingForSleepers() async {
    for _ in 0..<100 {
      let feature = withDependencies {
        $0.searchClient = FlakySearch(failures: 1).client
      } operation: {
        SearchFeature()
      }
      feature.queryChanged("s")
      await clock.advance(by: .milliseconds(200))
      feature.queryChanged("sw")
      await clock.advance(by: .milliseconds(300))
      XCTAssertEqual(feature.searches, 1)
      XCTAssertEqual(feature.results, [])
      await clock.advance(by: .seconds(1))
      XCTAssertEqual(feature.searches, 2)
      XCTAssertEqual(feature.results, ["SW"])
      await clock.run()
    }
  }

  func testEachTestHasAnExecutor() {
    XCTAssertNotNil(TestExecutor.current)
  }

  func testTheScopedFunctionRunsANonisolatedBodyOnTheTestsExecutor() async throws {
    let executor = TestExecutor.current
    try await withDeterministicScheduling {
      XCTAssert(TestExecutor.current === executor)
      XCTAssertEqual(executor?.isIsolatingCurrentContext(), true)
      let clock = TestClock()
      async let value: Void = clock.sleep(for: .seconds(1))
      await clock.advance(by: .seconds(1))
      try await value
    }
  }
}

extension DeterministicSchedulingXCTests {
  @MainActor
  func testWaitUntilIdleLetsAMainActorStreamConsumerCatchUp() async {
    let (messages, continuation) = AsyncStream.makeStream(of: String.self)
    let model = withDependencies {
      $0.messageFeed.messages = { messages }
    } operation: {
      ChatModel()
    }
    model.start()
    continuation.yield("Hi")
    continuation.yield("Bye")
    XCTAssertEqual(model.lines, [])
    await waitUntilIdle()
    XCTAssertEqual(model.lines, ["Hi", "Bye"])
    model.stop()
  }

  @MainActor
  func testAPollingServiceOffTheExecutorIsAdvanced() async {
    let poller = Poller()
    poller.start()
    await clock.advance(by: .seconds(3))
    XCTAssertEqual(poller.count, 3)
    poller.stop()
  }
}

/// The default is Swift's own scheduling.
final class ConcurrentSchedulingXCTests: DependenceTestCase {
  func testTheDefaultHasNoExecutor() {
    XCTAssertNil(TestExecutor.current)
  }

  func testWaitUntilIdleSaysWhatItNeeds() async {
    await withExpectedIssue("waitUntilIdle() needs deterministic scheduling") {
      await waitUntilIdle()
    }
  }
}
