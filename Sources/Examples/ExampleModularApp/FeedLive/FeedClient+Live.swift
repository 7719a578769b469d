import AuthInterface
public import FeedInterface
public import Dependence

extension FeedClientKey: DependencyKey {
  public static var liveValue: FeedClient { .live }
}

extension FeedClient {
  /// A feed served from memory, standing in for a network call.
  public static let live = FeedClient(posts: { user in
    [
      Post(id: 1, author: user.name, text: "Notes on the Analytical Engine"),
      Post(id: 2, author: "Charles", text: "The engine is nearly built"),
    ]
  })
}
