public import AuthInterface
public import DependenceMacros

/// A post in a user's feed.
public struct Post: Sendable, Equatable, Identifiable {
  public var id: Int
  public var author: String
  public var text: String

  public init(id: Int, author: String, text: String) {
    self.id = id
    self.author = author
    self.text = text
  }
}

/// Loads feeds.
@DependencyClient
public struct FeedClient: Sendable {
  public var posts: @Sendable (_ user: User) async throws -> [Post]
}

/// The key of ``FeedClient``; `FeedLive` adds the live value.
public enum FeedClientKey: TestDependencyKey {
  public static var testValue: FeedClient { .unimplemented }
  public static var previewValue: FeedClient {
    FeedClient(posts: { _ in [Post(id: 1, author: "Preview", text: "A post for previews")] })
  }
}

extension DependencyValues {
  @DependencyEntry public var feedClient: FeedClient
}
