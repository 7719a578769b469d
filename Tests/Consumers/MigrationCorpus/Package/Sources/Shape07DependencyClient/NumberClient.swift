// Shape seen in: pointfreeco/swift-dependencies Tests/DependenciesTests/DependencyEndpointTests.swift and a TestFeatureClient (code-search hit) — `@DependencyClient` with closure endpoints, one with a default, registered with `TestDependencyKey` and `DependencyKey`
import Dependencies
import DependenciesMacros
import Foundation

@DependencyClient
public struct NumberClient: Sendable {
  public var fetch: @Sendable (_ count: Int) async throws -> [Int]
  public var favorite: @Sendable () -> Int = { 42 }
}

extension NumberClient: TestDependencyKey {
  public static let testValue = NumberClient()
  public static let previewValue = NumberClient(fetch: { Array(0..<$0) }, favorite: { 7 })
}

extension NumberClient: DependencyKey {
  public static let liveValue = NumberClient(fetch: { Array(0..<$0) }, favorite: { 42 })
}

extension DependencyValues {
  public var numberClient: NumberClient {
    get { self[NumberClient.self] }
    set { self[NumberClient.self] = newValue }
  }
}

@MainActor
public final class NumbersModel {
  @Dependency(\.numberClient) var numberClient
  @Dependency(\.uuid) var uuid
  public private(set) var numbers: [Int] = []
  public private(set) var requestID: UUID?

  public init() {}

  public func load(count: Int) async throws {
    requestID = uuid()
    numbers = try await numberClient.fetch(count: count)
  }
}
