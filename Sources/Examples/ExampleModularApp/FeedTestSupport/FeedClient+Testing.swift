public import FeedInterface

extension Post {
  /// Posts for tests.
  public static let samples = [
    Post(id: 1, author: "Ada", text: "first"),
    Post(id: 2, author: "Grace", text: "second"),
  ]
}

extension FeedClient {
  /// A client that always returns `posts`.
  public static func returning(_ posts: [Post]) -> FeedClient {
    FeedClient(posts: { _ in posts })
  }

  /// A client that always fails.
  public static let failing = FeedClient(posts: { _ in throw FeedTestError() })
}

/// The error of ``FeedClient/failing``.
public struct FeedTestError: Error {}
