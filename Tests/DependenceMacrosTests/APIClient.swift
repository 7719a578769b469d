public import DependenceMacros

/// The README's client, declared in its own file so its entry sees it only after expansion.
@DependencyClient
public struct APIClient: Sendable {
  public var fetchGreeting: @Sendable () async throws -> String
}

extension APIClient {
  public static let live = APIClient(fetchGreeting: { "hello, world" })
  public static let preview = APIClient(fetchGreeting: { "hello from preview" })
}
