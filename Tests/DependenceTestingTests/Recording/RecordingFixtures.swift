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

/// A second client, to order calls across clients.
struct FeedClient: Sendable {
  var load: @Sendable (_ page: Int) async throws -> [String]
}

extension AuthClient: TestDependencyKey {
  static let testValue = AuthClient.inMemory
}

extension FeedClient: TestDependencyKey {
  static let testValue = FeedClient { _ in [] }
}

extension DependencyValues {
  var auth: AuthClient {
    get { self[AuthClient.self] }
    set { self[AuthClient.self] = newValue }
  }
  var feed: FeedClient {
    get { self[FeedClient.self] }
    set { self[FeedClient.self] = newValue }
  }
}

/// The feature of the docs' example: logging in loads the first page of the feed.
struct FeedModel {
  @Dependency(\.auth) var auth
  @Dependency(\.feed) var feed

  func loginButtonTapped(name: String, password: String) async throws -> [String] {
    _ = try await auth.login(name, password)
    return try await feed.load(1)
  }
}

/// The documented manual pattern for a client whose every endpoint is recorded.
struct RecordingAuthClient {
  let client: AuthClient
  let login: Recorder<String, String, User>
  let logout: Recorder<Void>
  let currentUser: Recorder<User?>
  let token: Recorder<Int, String>

  init(log: CallLog? = nil) {
    var client = AuthClient.inMemory
    login = Recorder("AuthClient.login", log: log, replacing: &client.login, .unimplemented)
    logout = Recorder("AuthClient.logout", log: log, replacing: &client.logout, .returning(()))
    currentUser = Recorder("AuthClient.currentUser", log: log, replacing: &client.currentUser, .returning(nil))
    token = Recorder("AuthClient.token", log: log, replacing: &client.token, .unimplemented)
    self.client = client
  }
}
