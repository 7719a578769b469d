// A feature that imports swift-dependencies beside its own model module, and writes that
// module's types bare: after the move, Dependence declares `Provider` and
// `SeededRandomNumberGenerator` too.
import Dependencies
import Shape34Models

public struct SignInModel: Sendable {
  @Dependency(\.uuid) var uuid

  public let providers: [Provider] = Provider.allCases

  public init() {}

  public func token(for provider: Provider) -> String {
    "\(provider.rawValue)-\(uuid().uuidString.prefix(8))"
  }

  public func preferred(_ raw: String) -> Provider? {
    Provider(rawValue: raw)
  }

  public func shuffled(seed: UInt64) -> [Provider] {
    var generator = SeededRandomNumberGenerator(seed: seed)
    return providers.shuffled(using: &generator)
  }
}
