// The README's macro example, word for word.
import DependenceMacros

@DependencyClient
nonisolated struct WeatherClient: Sendable {
  var forecast: @Sendable (_ city: String) async throws -> String
}

nonisolated extension DependencyValues {
  @DependencyEntry(preview: WeatherClient.preview, test: WeatherClient.unimplemented)
  var weatherClient: WeatherClient = .live
}

@MainActor
@Dependencies(\.weatherClient)
final class WeatherModel {
  private(set) var forecast = ""
  func load(_ city: String) async throws { forecast = try await weatherClient.forecast(city) }
}

extension WeatherClient {
  nonisolated static let live = WeatherClient(forecast: { city in "Sunny in \(city)" })
  nonisolated static let preview = WeatherClient(forecast: { _ in "Preview weather" })
}
