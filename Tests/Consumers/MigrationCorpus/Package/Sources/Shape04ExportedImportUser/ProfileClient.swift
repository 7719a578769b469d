// Shape seen in: trial E's app module over a re-exporting core (an `import Core` feature module declaring its own client) — a `@DependencyClient` whose macro reached the file through another module's `@_exported import DependenciesMacros`, called with its endpoint's label, and `LockIsolated` from the same re-export
import Shape04ExportedImport

@DependencyClient
public struct ProfileClient: Sendable {
  public var name: @Sendable (_ userID: String) async throws -> String
}

public func greeting(_ client: ProfileClient, userID: String) async throws -> String {
  let calls = LockIsolated(0)
  calls.withValue { $0 += 1 }
  return "Hello, \(try await client.name(userID: userID))"
}
