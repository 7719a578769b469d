// Shape seen in: a launch configuration with a stored `isTesting` of its own, filled from
// swift-issue-reporting's global `isTesting`, which `import Dependencies` re-exported
import Foundation

public struct LaunchConfiguration: Sendable, Equatable {
  public var isTesting: Bool
  public var baseURL: String

  public var label: String { isTesting ? "test" : "live" }
}

public func makeLaunchConfiguration() -> LaunchConfiguration {
  LaunchConfiguration(
    isTesting: isTesting,
    baseURL: isTesting ? "http://localhost:8080" : "https://api.example.com"
  )
}
