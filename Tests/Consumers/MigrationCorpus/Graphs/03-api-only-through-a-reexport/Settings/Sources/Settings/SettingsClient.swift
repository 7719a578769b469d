@_exported import Dependencies

/// The user's settings, as the app's features read them.
public struct SettingsClient: Sendable {
  public var displayName: @Sendable () -> String
  public var setDisplayName: @Sendable (String) -> Void

  public init(
    displayName: @escaping @Sendable () -> String,
    setDisplayName: @escaping @Sendable (String) -> Void
  ) {
    self.displayName = displayName
    self.setDisplayName = setDisplayName
  }
}

extension SettingsClient: DependencyKey {
  public static let liveValue = SettingsClient(displayName: { "Guest" }, setDisplayName: { _ in })
  public static let testValue = SettingsClient(displayName: { "Test" }, setDisplayName: { _ in })
}

extension DependencyValues {
  public var settings: SettingsClient {
    get { self[SettingsClient.self] }
    set { self[SettingsClient.self] = newValue }
  }
}
