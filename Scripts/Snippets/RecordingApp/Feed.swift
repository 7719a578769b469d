// What the recording guide takes as given: the app's values, its dependencies, a client it
// already has, and the model under test.
import DependenceMacros
import Observation

nonisolated struct User: Equatable, Sendable {
  var name: String
  static let alice = User(name: "alice")
}

nonisolated struct Post: Equatable, Sendable {
  var title: String
}

nonisolated extension DependencyValues {
  @DependencyEntry(test: .unimplemented)
  var auth: AuthClient = AuthClient(login: { name, _ in User(name: name) }, logout: {})

  @DependencyEntry(test: .unimplemented)
  var feed: FeedClient = FeedClient(load: { _ in [] })
}

extension AuthClient {
  /// A client that signs anyone in, without a server.
  nonisolated static let inMemory = AuthClient(login: { name, _ in User(name: name) }, logout: {})
}

@MainActor @Observable
final class FeedModel {
  private(set) var user: User?
  private(set) var posts: [Post] = []
  @ObservationIgnored @Dependency(\.auth) private var auth
  @ObservationIgnored @Dependency(\.feed) private var feed

  func loginButtonTapped(name: String, password: String) async throws {
    user = try await auth.login(name, password)
    posts = try await feed.load(1)
  }

  func refreshButtonTapped() {
    Task { posts = (try? await feed.load(1)) ?? [] }
  }
}
