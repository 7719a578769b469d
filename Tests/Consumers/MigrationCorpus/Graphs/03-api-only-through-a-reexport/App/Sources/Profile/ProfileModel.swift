import Settings

/// The profile screen's model: the name comes from the settings client, which Settings declares.
public struct ProfileModel {
  @Dependency(\.settings) var settings

  public init() {}

  public var greeting: String { "Hello, \(settings.displayName())" }

  public func rename(to name: String) {
    settings.setDisplayName(name)
  }
}
