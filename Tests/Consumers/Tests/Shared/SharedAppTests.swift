// The behaviour every configuration of the app shares, run against the app module built with
// Xcode 26's app defaults (AppTests), without them (PlainAppTests), and — compiled into one
// module with the app's sources — with each other combination of the three settings
// (Variant*Tests).
import DependenceTesting
import Foundation
import Synchronization
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

#if APP_MODULE
  @testable import App
#elseif PLAIN_APP_MODULE
  @testable import PlainApp
#endif

@MainActor @Suite(.dependencies { $0.greetingClient.greeting = { "Hi, \($0)" } })
struct SharedAppTests {
  @Test func aTraitOverridesAHandWrittenKey() async {
    let model = GreetingModel()
    await model.greet("Ada")
    #expect(model.greeting == "Hi, Ada")
  }

  @Test(.dependencies { $0.weatherClient.forecast = { "Hail in \($0)" } })
  func aTraitOverridesAnEntryReadThroughDependencies() async throws {
    let model = WeatherModel()
    try await model.load("Bern")
    #expect(model.forecast == "Hail in Bern")
  }

  @Test func theSeedsUnimplementedTestValueIsReported() async {
    let model = GreetingViewModel()
    await withExpectedIssue("APIClient.fetchGreeting") {
      try? await model.load()
    }
  }

  @Test func unimplementedInClosurePositionReportsEachCallAndReturnsItsPlaceholder() async throws {
    @Dependency(\.densityClient) var client
    let density = try await withExpectedIssue("'DensityClient.density' was called") {
      try await client.density("Bern")
    }
    #expect(density == 0)
    let level = await withExpectedIssue("'DensityClient.level' was called") {
      await client.level(3)
    }
    #expect(level == .zero)
    withExpectedIssue("'DensityClient.warn' was called") { client.warn("full") }
    withExpectedIssue("'DensityClient.isCrowded' was called") {
      #expect(throws: DependencyError.unimplemented("DensityClient.isCrowded")) {
        try client.isCrowded()
      }
    }
  }

  @Test(.dependencies { $0.context = .preview })
  func previewsUseThePreviewValue() async throws {
    let model = GreetingViewModel()
    try await model.load()
    #expect(model.greeting == "hello from preview")
  }

  @Test func aRecordingClientRecordsAnAsyncClient() async throws {
    let api = RecordingClient { APIClient(endpoints: $0) }
    api.fetchGreeting.response = .returning("recorded")
    let model = withDependencies { $0.apiClient = api.client } operation: { GreetingViewModel() }
    try await model.load()
    #expect(model.greeting == "recorded")
    #expect(api.fetchGreeting.callCount == 1)
  }

  @Test func everyEndpointShapeRecords() async throws {
    let search = RecordingClient { SearchClient(endpoints: $0) }
    search.count.response = .returning(3)
    search.validate.response = .returning(true)
    #expect(await search.client.count() == 3)
    #expect(try search.client.validate("q"))
    search.client.track("opened", 1)
    search.track.expectCalls([("opened", 1)])
  }

  @Test func searchesOnce300MillisecondsAfterTheLastKeystroke() async throws {
    let clock = TestClock()
    let search = RecordingClient { SearchClient(endpoints: $0) }
    search.search.response = .run { ["\($0)!"] }
    let model = withDependencies {
      $0.continuousClock = clock
      $0.searchClient = search.client
    } operation: {
      SearchModel()
    }
    model.queryChanged("sw")
    try await clock.waitForSleepers(count: 1)
    model.queryChanged("swift")
    try await clock.waitForSleepers(count: 1)
    await clock.advance(by: .milliseconds(300))
    await model.settle()
    #expect(model.results == ["swift!"])
    search.search.expectCalls(["swift"])
  }
}

/// The built-in dependencies a swift-dependencies user knows, used by a main-actor model.
@MainActor @Suite(.dependencies) struct SharedBuiltInTests {
  @Test func checksThatHoldReportNothing() {
    let model = CheckoutModel(limit: 2)
    model.add("tea")
    model.add("scones")
    model.remove(at: 0)
    #expect(model.items == ["scones"])
  }

  @Test func fireAndForgetWorkHasRunWhenCheckoutReturns() async {
    @Dependency(\.notificationCenter) var center
    let completions = Completions()
    let observer = center.addObserver(forName: .checkoutCompleted, object: nil, queue: nil) { _ in
      completions.count()
    }
    defer { center.removeObserver(observer) }
    let model = CheckoutModel()
    model.add("tea")
    let tracked = Mutex<[String]>([])
    await model.complete { summary in tracked.withLock { $0.append(summary) } }
    #expect(model.tracked == ["checkout of 1 items"])
    #expect(tracked.withLock { $0 } == ["checkout of 1 items"])
    #expect(completions.total == 1)
  }

  @Test(.dependencies { $0.openURL = OpenURLEffect { $0.host == "shop.example" } })
  func anOverriddenOpenURLAnswers() async {
    #expect(await CheckoutModel().openReceipt())
  }

  @Test func anOverriddenURLSessionAnswers() async throws {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [PriceURLProtocol.self]
    let model = withDependencies {
      $0.urlSession = URLSession(configuration: configuration)
    } operation: {
      CheckoutModel()
    }
    #expect(try await model.price(of: "tea") == "3.50")
  }
}

/// Counts notifications, from whichever thread posts them.
nonisolated final class Completions: Sendable {
  private let value = Mutex(0)
  func count() { value.withLock { $0 += 1 } }
  var total: Int { value.withLock { $0 } }
}

/// Answers every request with a price.
nonisolated final class PriceURLProtocol: URLProtocol {
  override class func canInit(with request: URLRequest) -> Bool { true }
  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    let response = HTTPURLResponse(
      url: request.url!, statusCode: 200, httpVersion: nil, headerFields: nil)!
    client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
    client?.urlProtocol(self, didLoad: Data("3.50".utf8))
    client?.urlProtocolDidFinishLoading(self)
  }

  override func stopLoading() {}
}

@MainActor @Suite struct SharedExhaustiveTests {
  @Test(.exhaustiveDependencies, .dependencies { $0.apiClient.fetchGreeting = { "set" } })
  func exhaustiveCheckingPassesWhenEveryReadIsOverridden() async throws {
    let model = GreetingViewModel()
    try await model.load()
    #expect(model.greeting == "set")
  }
}

/// How many times a determinism test repeats its example: `count`, or a twentieth of it when
/// `CONSUMERS_SANITIZED` is set. Scripts/consumer-harness.sh sets it under the sanitizers, which
/// make each repetition tens of times slower.
func repetitions(_ count: Int) -> Int {
  ProcessInfo.processInfo.environment["CONSUMERS_SANITIZED"] == nil ? count : count / 20
}

/// Deterministic scheduling, as a user's package gets it: the README's TestClock example as
/// written, a main-actor model that debounces and retries, and an actor given the test's executor,
/// with no sleeper counting.
@MainActor @Suite(.dependencies(scheduling: .deterministic))
struct SharedDeterministicSchedulingTests {
  @Test func theReadmesTestClockExampleNeverHangs() async throws {
    for _ in 0..<repetitions(10_000) {
      let clock = TestClock()
      async let value: Void = clock.sleep(for: .seconds(1))
      await clock.advance(by: .seconds(1))
      try await value
    }
  }

  @Test func suggestionsDebounceAndRetryTheSameWayEveryTime() async {
    for _ in 0..<repetitions(1_000) {
      await expectSuggestionsDebounceAndRetry()
    }
  }

  @Test func anActorGivenTheTestsExecutorWakesExactly() async throws {
    for _ in 0..<repetitions(1_000) {
      let clock = TestClock()
      let downloader = withDependencies { $0.continuousClock = clock } operation: {
        Downloader(executor: TestExecutor.current)
      }
      async let file = downloader.download("report")
      await clock.advance(by: .seconds(2))
      #expect(try await file == "report.zip")
    }
  }
}

/// The async code apps write that runs off the test's executor or needs no clock, as written,
/// in deterministic scheduling: no sleeper counting, no issue recorded (a warning at most).
/// `Scripts/scheduling-stress.sh` runs each of these 10,000 times.
@MainActor @Suite(.dependencies(scheduling: .deterministic))
struct SharedOffExecutorTests {
  @Test func aTimeoutInATaskStartedByATapTimesOut() async {
    let clock = TestClock()
    let model = withDependencies {
      $0.continuousClock = clock
      $0.catalogClient.fetch = {
        try await clock.sleep(for: .seconds(60))
        return ["late"]
      }
    } operation: {
      CatalogModel()
    }
    model.refreshTapped()
    await clock.advance(by: .seconds(5))
    #expect(model.state == .timedOut)
  }

  @Test func aFetchThatBeatsTheTimeoutLoads() async {
    let clock = TestClock()
    let model = withDependencies {
      $0.continuousClock = clock
      $0.catalogClient.fetch = {
        try await clock.sleep(for: .seconds(1))
        return ["tea"]
      }
    } operation: {
      CatalogModel()
    }
    model.refreshTapped()
    await clock.advance(by: .seconds(1))
    #expect(model.state == .loaded(["tea"]))
  }

  @Test func aPollingServiceCountsEachSecond() async {
    let clock = TestClock()
    let poller = withDependencies { $0.continuousClock = clock } operation: { Poller() }
    poller.start()
    await clock.advance(by: .seconds(3))
    #expect(poller.polls == 3)
    poller.stop()
  }

  @Test func aTimerOnTheClockDependencyTicks() async {
    let clock = TestClock()
    let ticker = withDependencies { $0.continuousClock = clock } operation: { Ticker() }
    ticker.start()
    await clock.advance(by: .seconds(3))
    #expect(ticker.ticks == 3)
    ticker.stop()
  }

  @Test func aStreamConsumerShowsWhatTheStreamYielded() async {
    let (messages, continuation) = AsyncStream.makeStream(of: String.self)
    let model = withDependencies {
      $0.chatClient.messages = { messages }
    } operation: {
      ChatModel()
    }
    model.onAppear()
    continuation.yield("Hi")
    continuation.yield("Bye")
    await waitUntilIdle()
    #expect(model.lines == ["Hi", "Bye"])
    model.onDisappear()
  }
}

/// Fails the first `count` calls, then answers.
nonisolated final class Failures: Sendable {
  private let remaining: Mutex<Int>

  init(_ count: Int) { remaining = Mutex(count) }

  func failOrAnswer<Value>(_ value: Value) throws -> Value {
    let fails = remaining.withLock { count in
      defer { count -= 1 }
      return count > 0
    }
    if fails { throw Unavailable() }
    return value
  }

  struct Unavailable: Error {}
}

/// The search model debounces "s" then "sw", fails twice and retries with backoff, and shows the
/// answer (the query uppercased, then `suffix`) on the third attempt.
@MainActor func expectSuggestionsDebounceAndRetry(suffix: String = "") async {
  let clock = TestClock()
  let failures = Failures(2)
  let model = withDependencies {
    $0.continuousClock = clock
    $0.suggestionsClient.suggestions = { query in
      try failures.failOrAnswer([query.uppercased() + suffix])
    }
  } operation: {
    SuggestionsModel()
  }
  model.queryChanged("s")
  await clock.advance(by: .milliseconds(200))
  model.queryChanged("sw")
  await clock.advance(by: .milliseconds(300))
  #expect(model.attempts == 1)
  await clock.advance(by: .seconds(1))
  #expect(model.attempts == 2)
  #expect(model.suggestions.isEmpty)
  await clock.advance(by: .seconds(2))
  #expect(model.attempts == 3)
  #expect(model.suggestions == ["SW" + suffix])
}
