import AuthInterface
import AuthLive
import Dependence
import FeedInterface
import FeedLive
import ProfileInterface
import ProfileLive

/// The composition root. Importing the live modules links their `DependencyKey` conformances,
/// which give the interface keys their live values; no feature module imports them.
@main
enum ModularApp {
  @MainActor
  static func main() async throws {
    @Dependency(\.authClient) var authClient

    let user = try await authClient.signIn("ada", "lovelace")
    print("Signed in as \(user.name)")

    let feed = FeedModel()
    await feed.load(for: user)
    for post in feed.posts {
      print("  #\(post.id) \(post.author): \(post.text)")
    }

    let profile = ProfileModel(user: user)
    try await profile.saveBio("Mathematician")
    try await profile.load()
    print("Profile: \(profile.profile?.name ?? "?"), \(profile.profile?.bio ?? "")")

    await profile.signOut()
    print("Signed out")
  }
}
