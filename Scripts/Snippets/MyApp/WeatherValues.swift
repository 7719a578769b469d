// What the README's tour leaves to the reader: `WeatherClient.live` and `.preview`, "ordinary
// values, declared `nonisolated static let`".
import DependenceMacros

extension WeatherClient {
  nonisolated static let live = WeatherClient { city in "Sunny in \(city)" }
  nonisolated static let preview = WeatherClient { city in "Preview weather in \(city)" }
}
