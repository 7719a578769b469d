// Shape seen in: asiliuk/BsuirScheduleApp Modules/Sources/BsuirUI/Dependencies/ApplicationClientDependency.swift and danthorpe/swift-composable-loadable Tests/ComposableLoadableTests/TestFeatureClient.swift — a `private enum …Key: DependencyKey` with only a live value, and a `TestDependencyKey` whose test value is built from `unimplemented(…)`
import Dependencies

public struct ApplicationClient: Sendable {
  public var openSettings: @Sendable () async -> Bool
  public var badgeCount: @Sendable () -> Int

  public init(
    openSettings: @escaping @Sendable () async -> Bool,
    badgeCount: @escaping @Sendable () -> Int
  ) {
    self.openSettings = openSettings
    self.badgeCount = badgeCount
  }
}

extension DependencyValues {
  public var application: ApplicationClient {
    get { self[ApplicationClientKey.self] }
    set { self[ApplicationClientKey.self] = newValue }
  }
}

private enum ApplicationClientKey: DependencyKey {
  static let liveValue = ApplicationClient(openSettings: { true }, badgeCount: { 0 })
}

public struct FeatureClient: TestDependencyKey, Sendable {
  public var getValue: @Sendable (String) async throws -> Int

  public init(getValue: @escaping @Sendable (String) async throws -> Int) {
    self.getValue = getValue
  }

  public static let testValue = FeatureClient(
    getValue: unimplemented("FeatureClient.getValue")
  )
}

extension FeatureClient: DependencyKey {
  public static let liveValue = FeatureClient(getValue: { $0.count })
}

extension DependencyValues {
  public var featureClient: FeatureClient {
    get { self[FeatureClient.self] }
    set { self[FeatureClient.self] = newValue }
  }
}
