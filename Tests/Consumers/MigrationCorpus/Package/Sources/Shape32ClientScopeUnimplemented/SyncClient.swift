// Shape seen in: `@DependencyClient` clients whose test value lives in a `Client+Test.swift` extension that fills one endpoint with swift-issue-reporting's `unimplemented("…", placeholder:)` (code-search hits for `static let testValue = Self(` beside `unimplemented(`), and sync engines that catch a failed push — inside the client's extension this package's macro declares a member named `unimplemented` that hid the function (the build failed), and an unimplemented `async throws -> Void` endpoint must throw, as swift-dependencies' does, for the engine to take its failure path, and an unimplemented endpoint answering an optional answers `nil` (it stopped the process)
import Dependencies
import DependenciesMacros

@DependencyClient
public struct SyncClient: Sendable {
  public var pull: @Sendable () async throws -> [Int]
  public var push: @Sendable (_ records: [Int]) async throws -> Void
  public var lastSync: @Sendable () -> Int?
}

extension DependencyValues {
  public var syncClient: SyncClient {
    get { self[SyncClient.self] }
    set { self[SyncClient.self] = newValue }
  }
}
