// The app's code and these tests, compiled together in one module for each combination of
// Xcode 26's three settings that App (all on) and PlainApp (all off) leave out: the macros'
// expansions compile and behave the same under each. Test targets Variant*Tests link this file
// and the app's sources.
import DependenceTesting
import Testing

@MainActor @Suite(.dependencies { $0.greetingClient.greeting = { "Hi, \($0)" } })
struct VariantTests {
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

  @Test func aTestClockDrivesADebounce() async throws {
    let clock = TestClock()
    let model = withDependencies {
      $0.continuousClock = clock
      $0.searchClient.search = { ["\($0)!"] }
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
  }
}

@MainActor @Suite struct VariantExhaustiveTests {
  @Test(.exhaustiveDependencies, .dependencies { $0.apiClient.fetchGreeting = { "set" } })
  func exhaustiveCheckingPassesWhenEveryReadIsOverridden() async throws {
    let model = GreetingViewModel()
    try await model.load()
    #expect(model.greeting == "set")
  }
}
