import DependenceTesting

/// A user, as the fixture client's endpoints return it.
struct User: Equatable, Sendable {
  var name: String

  static let alice = User(name: "alice")
  static let bob = User(name: "bob")
}

/// An error a recorder can be told to throw.
struct TestError: Error, Equatable {
  var code: Int
}

/// A witness client with one endpoint of each shape a recorder stands in for.
struct AuthClient: Sendable {
  var login: @Sendable (_ name: String, _ password: String) async throws -> User
  var logout: @Sendable () async -> Void
  var currentUser: @Sendable () -> User?
  var token: @Sendable (_ scope: Int) throws -> String

  /// A client whose endpoints do real work, to forward to.
  static let inMemory = AuthClient(
    login: { name, _ in User(name: name) },
    logout: {},
    currentUser: { .alice },
    token: { scope in "token-\(scope)" }
  )
}
