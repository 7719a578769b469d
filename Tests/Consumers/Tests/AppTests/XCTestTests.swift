// The same features under XCTest, with the base class and without it.
import DependenceTesting
import XCTest

@testable import App

final class GreetingXCTests: DependenceTestCase {
  override func dependencies(_ values: inout DependencyValues) {
    values.greetingClient.greeting = { "Hi, \($0)" }
  }

  @MainActor
  func testGreets() async {
    let model = GreetingModel()
    await model.greet("Ada")
    XCTAssertEqual(model.greeting, "Hi, Ada")
  }

  func testAnUnimplementedEndpointIsExpected() async {
    await withExpectedIssue("WeatherClient.forecast") {
      _ = try? await WeatherClient.unimplemented.forecast("Paris")
    }
  }
}

final class PlainXCTests: XCTestCase {
  @MainActor
  func testOverridesWithWithDependencies() async throws {
    let model = withDependencies {
      $0.weatherClient.forecast = { "Fog in \($0)" }
    } operation: {
      WeatherModel()
    }
    try await model.load("London")
    XCTAssertEqual(model.forecast, "Fog in London")
  }
}

/// Deterministic scheduling in the XCTest base class: the main-actor model and the clock need
/// no sleeper counting.
final class DeterministicSuggestionsXCTests: DependenceTestCase {
  let clock = TestClock()
  let failures = Failures(1)

  override var scheduling: TestScheduling { .deterministic }

  override func dependencies(_ values: inout DependencyValues) {
    values.continuousClock = clock
    // No capture list: Swift 6.3 makes a closure with one `@concurrent` even where the endpoint
    // is `nonisolated(nonsending)` (swiftlang/swift#87097), and the call would leave the main
    // actor for the global executor, which deterministic scheduling does not wait for.
    let failures = failures
    values.suggestionsClient.suggestions = { query in
      try failures.failOrAnswer([query])
    }
  }

  @MainActor
  func testSuggestsAfterTheDebounceAndOneRetry() async {
    let model = SuggestionsModel()
    model.queryChanged("swift")
    await clock.advance(by: .milliseconds(300))
    XCTAssertEqual(model.attempts, 1)
    await clock.advance(by: .seconds(1))
    XCTAssertEqual(model.attempts, 2)
    XCTAssertEqual(model.suggestions, ["swift"])
  }
}

/// Work off the test's executor, and a wait without a clock, in the XCTest base class.
final class OffExecutorXCTests: DependenceTestCase {
  let clock = TestClock()

  override var scheduling: TestScheduling { .deterministic }

  override func dependencies(_ values: inout DependencyValues) {
    values.continuousClock = clock
  }

  @MainActor
  func testAPollingServiceCountsEachSecond() async {
    let poller = Poller()
    poller.start()
    await clock.advance(by: .seconds(3))
    XCTAssertEqual(poller.polls, 3)
    poller.stop()
  }

  @MainActor
  func testAStreamConsumerShowsWhatTheStreamYielded() async {
    let (messages, continuation) = AsyncStream.makeStream(of: String.self)
    let model = withDependencies { $0.chatClient.messages = { messages } } operation: {
      ChatModel()
    }
    model.onAppear()
    continuation.yield("Hi")
    continuation.yield("Bye")
    await waitUntilIdle()
    XCTAssertEqual(model.lines, ["Hi", "Bye"])
    model.onDisappear()
  }
}
