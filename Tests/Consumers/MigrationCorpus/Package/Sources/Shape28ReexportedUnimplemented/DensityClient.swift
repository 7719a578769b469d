// Shape seen in: swift-dependencies clients written by hand (the "Designing dependencies" article's `testValue`s, and apps' `Client+Test.swift` files) that import Dependencies alone — swift-issue-reporting's closure-returning `unimplemented` in closure position, with and without a placeholder, sync and async, throwing and not, and `withErrorReporting`, all reached through swift-dependencies' re-export
import Dependencies
import Foundation

public struct Density: Equatable, Sendable {
  public var value: Double
  public static let zero = Density(value: 0)

  public init(value: Double) { self.value = value }
}

public struct Request: Sendable {
  public var region: String

  public init(region: String) { self.region = region }
}

public struct DensityClient: Sendable {
  public var density: @Sendable (Request) async throws -> Density
  public var cachedDensity: @Sendable (String, Int) -> Density
  public var clearCache: @Sendable () -> Void
  public var regions: @Sendable () async -> [String]

  public init(
    density: @escaping @Sendable (Request) async throws -> Density,
    cachedDensity: @escaping @Sendable (String, Int) -> Density,
    clearCache: @escaping @Sendable () -> Void,
    regions: @escaping @Sendable () async -> [String]
  ) {
    self.density = density
    self.cachedDensity = cachedDensity
    self.clearCache = clearCache
    self.regions = regions
  }
}

extension DensityClient: TestDependencyKey {
  public static let testValue = Self(
    density: unimplemented("\(Self.self).density", placeholder: .zero),
    cachedDensity: unimplemented("\(Self.self).cachedDensity", placeholder: .zero),
    clearCache: unimplemented("\(Self.self).clearCache"),
    regions: unimplemented("\(Self.self).regions", placeholder: [])
  )
}

extension DependencyValues {
  public var densityClient: DensityClient {
    get { self[DensityClient.self] }
    set { self[DensityClient.self] = newValue }
  }
}

/// The density of `region`, or `nil` with the error reported as an issue.
public func reportedDensity(of region: String) async -> Density? {
  @Dependency(\.densityClient) var client
  return await withErrorReporting {
    try await client.density(Request(region: region))
  }
}

/// The density of `region`, with a warning, which fails no test, when it is unusually high:
/// swift-issue-reporting's `severity:`, also reached through swift-dependencies' re-export (a
/// trial's package did not build: "extra argument 'severity' in call").
public func checkedDensity(of region: String) async -> Density? {
  let density = await reportedDensity(of: region)
  if let density, density.value > 100 {
    reportIssue("Density \(density.value) in \(region) is unusually high", severity: .warning)
  }
  return density
}
