import AuthInterface
import AuthTestSupport
import DependenceTesting
import FeedInterface
import FeedTestSupport
import Testing

// Feature tests link the interfaces and the test-support modules, never a live module: a
// dependency the test forgets to override is unimplemented, and fails the test that reached it.

@MainActor @Suite struct FeedModelTests {
  @Test(.dependency(\.feedClient, .returning(Post.samples)))
  func showsTheNewestPostFirst() async {
    let model = FeedModel()
    await model.load(for: .ada)
    #expect(model.posts.map(\.id) == [2, 1])
    #expect(model.errorMessage == nil)
  }

  @Test(.dependency(\.feedClient, .failing))
  func showsAnErrorWhenTheFeedFails() async {
    let model = FeedModel()
    await model.load(for: .ada)
    #expect(model.posts.isEmpty)
    #expect(model.errorMessage == "The feed could not be loaded.")
  }

  @Test func anUnoverriddenFeedClientIsUnimplemented() async {
    let model = FeedModel()
    await withExpectedIssue("FeedClient.posts") {
      await model.load(for: .ada)
    }
    #expect(model.errorMessage == "The feed could not be loaded.")
  }
}
