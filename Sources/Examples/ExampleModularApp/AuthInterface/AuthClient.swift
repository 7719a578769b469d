public import DependenceMacros

/// A signed-in user.
public struct User: Sendable, Equatable, Identifiable {
  public var id: String
  public var name: String

  public init(id: String, name: String) {
    self.id = id
    self.name = name
  }
}

/// Signs users in and out.
///
/// This module declares the client and its dependency slot only. Feature modules depend on it;
/// `AuthLive` supplies the live value, and only the app links `AuthLive`.
@DependencyClient
public struct AuthClient: Sendable {
  public var signIn: @Sendable (_ username: String, _ password: String) async throws -> User
  public var signOut: @Sendable () async -> Void
}

/// The key of ``AuthClient``: a test value and a preview value, no live value.
public enum AuthClientKey: TestDependencyKey {
  public static var testValue: AuthClient { .unimplemented }
  public static var previewValue: AuthClient {
    AuthClient(signIn: { username, _ in User(id: "preview", name: username) }, signOut: {})
  }
}

extension DependencyValues {
  @DependencyEntry public var authClient: AuthClient
}
