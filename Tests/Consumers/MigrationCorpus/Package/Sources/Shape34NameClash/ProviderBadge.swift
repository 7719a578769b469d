// A feature file that reaches the model module's `Provider` only through the core module's
// `@_exported import`, beside swift-dependencies.
import Dependencies
import Shape34Core

public struct ProviderBadge: Sendable {
  @Dependency(\.locale) var locale

  public let provider: Provider

  public init(provider: Provider) { self.provider = provider }

  public var title: String {
    "\(provider.rawValue.capitalized) (\(locale.identifier))"
  }
}
