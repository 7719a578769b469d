// The behaviour every configuration of the app shares, run against the app module built with
// Xcode 26's app defaults (AppTests), without them (PlainAppTests), and — compiled into one
// module with the app's sources — with each other combination of the three settings
// (Variant*Tests).
import DependenceTesting
import Testing

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

@MainActor @Suite struct SharedExhaustiveTests {
  @Test(.exhaustiveDependencies, .dependencies { $0.apiClient.fetchGreeting = { "set" } })
  func exhaustiveCheckingPassesWhenEveryReadIsOverridden() async throws {
    let model = GreetingViewModel()
    try await model.load()
    #expect(model.greeting == "set")
  }
}
