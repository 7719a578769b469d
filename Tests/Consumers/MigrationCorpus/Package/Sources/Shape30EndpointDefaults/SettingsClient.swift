// Shape seen in: apps' settings and user-defaults clients written with `@DependencyClient`, whose non-throwing endpoints carry the default the macro asks for (`= { false }`), with `testValue = Self()`, and a formatting closure kept out of the endpoints with `@DependencyEndpointIgnored`, which some also put on an optional callback; a stream endpoint whose default is swift-concurrency-extras' `.finished`, written with no base
import Dependencies
import DependenciesMacros

@DependencyClient
public struct SettingsClient: Sendable {
  public var isCellularEnabled: @Sendable () -> Bool = { false }
  public var volume: @Sendable (String) -> Double = { _ in 0.5 }
  public var setVolume: @Sendable (String, Double) async -> Void
  public var volumeChanges: @Sendable () -> AsyncStream<Double> = { .finished }
  @DependencyEndpointIgnored
  public var describe: @Sendable (Double) -> String = { "\(Int($0 * 100))%" }
  @DependencyEndpointIgnored
  public var onVolumeChange: (@Sendable (Double) -> Void)?
}

extension SettingsClient: TestDependencyKey {
  public static let testValue = Self()
}

extension DependencyValues {
  public var settings: SettingsClient {
    get { self[SettingsClient.self] }
    set { self[SettingsClient.self] = newValue }
  }
}
