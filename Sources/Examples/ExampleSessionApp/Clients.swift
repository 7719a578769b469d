import Dependence
import Foundation

/// Opens and closes sessions on the server.
struct AuthClient: Sendable {
  var signIn: @Sendable (_ user: String) async throws -> Session
  var revoke: @Sendable (_ token: String) -> Void
}

/// Reads the signed-in user's inbox.
struct InboxClient: Sendable {
  var unreadCount: @Sendable (_ token: String) async throws -> Int
}

extension AuthClient: DependencyKey {
  static let liveValue = AuthClient(
    signIn: { user in
      @Dependency(\.uuid) var uuid
      return Session(user: user, token: uuid().uuidString)
    },
    revoke: { _ in }
  )
  static let testValue = AuthClient(
    signIn: { _ in try throwingUnimplemented("AuthClient.signIn") },
    revoke: { _ in unimplemented("AuthClient.revoke") }
  )
}

extension InboxClient: DependencyKey {
  static let liveValue = InboxClient(unreadCount: { token in token.utf8.count % 7 })
  static let testValue = InboxClient(unreadCount: { _ in
    try throwingUnimplemented("InboxClient.unreadCount")
  })
}

extension DependencyValues {
  var authClient: AuthClient {
    get { self[AuthClient.self] }
    set { self[AuthClient.self] = newValue }
  }

  var inboxClient: InboxClient {
    get { self[InboxClient.self] }
    set { self[InboxClient.self] = newValue }
  }
}
