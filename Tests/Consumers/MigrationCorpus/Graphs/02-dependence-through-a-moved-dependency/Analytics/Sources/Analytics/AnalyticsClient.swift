@_exported import Dependencies

/// Where the app's events go.
public struct AnalyticsClient: Sendable {
  public var track: @Sendable (_ event: String) -> Void

  public init(track: @escaping @Sendable (_ event: String) -> Void) {
    self.track = track
  }
}

extension AnalyticsClient: DependencyKey {
  public static let liveValue = AnalyticsClient { print("event:", $0) }
  public static let testValue = AnalyticsClient { _ in }
}

extension DependencyValues {
  public var analytics: AnalyticsClient {
    get { self[AnalyticsClient.self] }
    set { self[AnalyticsClient.self] = newValue }
  }
}
