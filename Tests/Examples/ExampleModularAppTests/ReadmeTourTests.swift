import DependenceMacros
import DependenceTesting
import Testing

// The README's tour, macro form, compiled and run here.

@DependencyClient
nonisolated struct WeatherClient: Sendable {
  var forecast: @Sendable (_ city: String) async throws -> String
}

extension WeatherClient {
  nonisolated static let live = WeatherClient(forecast: { city in "Sunny in \(city)" })
  nonisolated static let preview = WeatherClient(forecast: { _ in "Preview weather" })
}

nonisolated extension DependencyValues {
  @DependencyEntry(preview: WeatherClient.preview, test: WeatherClient.unimplemented)
  var weatherClient: WeatherClient = .live
}

@MainActor
@Dependencies(\.weatherClient)
final class WeatherModel {
  private(set) var forecast = ""

  func load(_ city: String) async throws {
    forecast = try await weatherClient.forecast(city)
  }
}

@MainActor @Suite struct WeatherModelTests {
  @Test(.dependencies { $0.weatherClient.forecast = { "Rain in \($0)" } })
  func showsTheForecast() async throws {
    let model = WeatherModel()
    try await model.load("Paris")
    #expect(model.forecast == "Rain in Paris")
  }

  @Test func anEndpointYouForgotToOverrideFailsTheTest() async {
    let model = WeatherModel()
    await withExpectedIssue("WeatherClient.forecast") {
      try? await model.load("Paris")
    }
  }
}
