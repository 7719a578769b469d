public import AuthInterface
import Dependence
public import Observation

/// The feed feature. It depends on interfaces only, so it builds and tests without any live
/// implementation.
@MainActor @Observable
public final class FeedModel {
  /// The posts shown, newest first.
  public private(set) var posts: [Post] = []
  /// A message to show when loading failed.
  public private(set) var errorMessage: String?

  @ObservationIgnored @Dependency(\.feedClient) private var feedClient

  public init() {}

  /// Loads `user`'s feed.
  public func load(for user: User) async {
    do {
      posts = try await feedClient.posts(user).sorted { $0.id > $1.id }
      errorMessage = nil
    } catch {
      errorMessage = "The feed could not be loaded."
    }
  }
}
