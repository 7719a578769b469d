// Tests a user of an Xcode 26 app target writes, the way the README and the DocC guides show.
import DependenceTesting
import Testing

@testable import App

@MainActor @Suite(.dependencies { $0.greetingClient = GreetingClient { name in "Hi, \(name)" } })
struct GreetingModelTests {
  @Test func greetsWithTheSuitesClient() async {
    let model = GreetingModel()
    await model.greet("Ada")
    #expect(model.greeting == "Hi, Ada")
  }

  @Test(.dependencies { $0.greetingClient.greeting = { _ in "Bonjour" } })
  func aTestTraitLayersOnTheSuites() async {
    let model = GreetingModel()
    await model.greet("Ada")
    #expect(model.greeting == "Bonjour")
  }

  @Test func withDependenciesOverridesForAScope() async {
    let model = withDependencies {
      $0.greetingClient.greeting = { "Hey, \($0)" }
    } operation: {
      GreetingModel()
    }
    await model.greet("Ada")
    #expect(model.greeting == "Hey, Ada")
  }

  @Test func aRecorderStandsInForAnEndpoint() async {
    let greeting = Recorder<String, String>("greetingClient.greeting", .run { "Hi, \($0)" })
    let model = withDependencies {
      $0.greetingClient.greeting = greeting.asyncThrowingEndpoint
    } operation: {
      GreetingModel()
    }
    await model.greet("Ada")
    greeting.expectCalls(["Ada"])
  }
}

@MainActor @Suite struct WeatherModelTests {
  @Test(.dependencies { $0.weatherClient.forecast = { "Rain in \($0)" } })
  func showsTheForecast() async throws {
    let model = WeatherModel()
    try await model.load("Paris")
    #expect(model.forecast == "Rain in Paris")
  }

  @Test(.dependency(\.weatherClient, .preview))
  func aSingleValueTrait() async throws {
    let model = WeatherModel()
    try await model.load("Paris")
    #expect(model.forecast == "Preview weather")
  }

  @Test func anEndpointYouForgotToOverrideIsReported() async {
    let model = WeatherModel()
    await withExpectedIssue("WeatherClient.forecast") {
      try? await model.load("Paris")
    }
  }

  @Test func aRecordingClientRecordsAnAsyncClient() async throws {
    let weather = RecordingClient { WeatherClient(endpoints: $0) }
    weather.forecast.response = .returning("Snow")
    let model = withDependencies { $0.weatherClient = weather.client } operation: {
      WeatherModel()
    }
    try await model.load("Oslo")
    #expect(model.forecast == "Snow")
    weather.forecast.expectCalls(["Oslo"])
  }

  @Test(.dependencies { $0.context = .preview })
  func previewsUseThePreviewValue() async throws {
    let model = WeatherModel()
    try await model.load("Paris")
    #expect(model.forecast == "Preview weather")
  }
}

@MainActor @Suite(.dependencies { $0.apiClient = APIClient(fetchGreeting: { "from test" }) })
struct GreetingViewModelTests {
  @Test func loadsTheGreeting() async throws {
    let model = GreetingViewModel()
    try await model.load()
    #expect(model.greeting == "from test")
  }
}

@MainActor @Suite struct SearchModelTests {
  @Test(
    .exhaustiveDependencies,
    .dependencies { $0.searchClient.search = { [$0] }; $0.continuousClock = ImmediateClock() })
  func overridesEverythingItReads() async {
    let model = SearchModel()
    model.queryChanged("swift")
    await model.settle()
    #expect(model.results == ["swift"])
  }
}
