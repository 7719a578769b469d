// The same app code in a module without Xcode 26's defaults.
import DependenceTesting
import Testing

@testable import PlainApp

@MainActor @Suite(.dependencies { $0.weatherClient.forecast = { "Hail in \($0)" } })
struct PlainAppTests {
  @Test func readsAnEntryThroughDependencies() async throws {
    let model = WeatherModel()
    try await model.load("Bern")
    #expect(model.forecast == "Hail in Bern")
  }

  @Test(.dependencies { $0.greetingClient.greeting = { "Hi, \($0)" } })
  func readsAHandWrittenKey() async {
    let model = GreetingModel()
    await model.greet("Ada")
    #expect(model.greeting == "Hi, Ada")
  }

  @Test func recordsAnAsyncClient() async throws {
    let api = RecordingClient { APIClient(endpoints: $0) }
    api.fetchGreeting.response = .returning("recorded")
    let model = withDependencies { $0.apiClient = api.client } operation: { GreetingViewModel() }
    try await model.load()
    #expect(model.greeting == "recorded")
    #expect(api.fetchGreeting.callCount == 1)
  }
}
