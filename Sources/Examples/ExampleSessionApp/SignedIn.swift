import Dependence

/// Signs `user` in and runs `body` inside the session.
///
/// The session is a `ScopeToken`: inside `body`, `\.session` is the signed-in session; when
/// `body` returns or throws, the token's teardown revokes the session's token, exactly once.
func signedIn<Result>(
  as user: String,
  isolation: isolated (any Actor)? = #isolation,
  _ body: (_ generation: UInt64) async throws -> Result
) async throws -> Result {
  @Dependency(\.authClient) var authClient
  let session = try await authClient.signIn(user)
  let token = ScopeToken<SessionScope, Session>(value: session) { [authClient] in
    authClient.revoke(session.token)
  }
  return try await token.enter { borrowed in
    let generation = borrowed.generation
    return try await withDependencies {
      $0.session = session
    } operation: {
      try await body(generation)
    }
  }
}

/// The part of the app that needs a signed-in user.
struct InboxScreen {
  @Dependency(\.session) private var session
  @Dependency(\.inboxClient) private var inboxClient

  /// A one-line summary of the inbox.
  func summary() async throws -> String {
    guard let session else { return "Not signed in." }
    let unread = try await inboxClient.unreadCount(session.token)
    return "\(session.user) has \(unread) unread message\(unread == 1 ? "" : "s")."
  }
}
