// Shape seen in: a find_string hit for `@Dependencies.Dependency(\.notificationCenter)` inside a `Notification` property wrapper (tgrapperon/swift-dependencies-additions' notification dependency, inferred) — every swift-dependencies type spelled with its module: `Dependencies.DependencyKey`, `Dependencies.DependencyValues`, `Dependencies.withDependencies`
import Dependencies
import Foundation

public struct Analytics: Sendable {
  public var track: @Sendable (String) -> Void

  public init(track: @escaping @Sendable (String) -> Void) {
    self.track = track
  }
}

public enum AnalyticsKey: Dependencies.DependencyKey {
  public static let liveValue = Analytics(track: { print("track:", $0) })
  public static let testValue = Analytics(track: { _ in })
}

extension Dependencies.DependencyValues {
  public var analytics: Analytics {
    get { self[AnalyticsKey.self] }
    set { self[AnalyticsKey.self] = newValue }
  }
}

public func trackSilently(_ event: String) {
  Dependencies.withDependencies {
    $0.analytics = Analytics(track: { _ in })
  } operation: {
    @Dependencies.Dependency(\.analytics) var analytics
    analytics.track(event)
  }
}
