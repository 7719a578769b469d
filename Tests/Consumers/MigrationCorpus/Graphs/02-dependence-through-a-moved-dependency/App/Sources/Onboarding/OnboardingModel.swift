import Analytics
import Dependencies

/// Finishes onboarding, tracking it with Analytics' client.
public struct OnboardingModel {
  @Dependency(\.analytics) var analytics
  @Dependency(\.date.now) var now

  public init() {}

  public func finish() {
    analytics.track("onboarding finished at \(now)")
  }
}
