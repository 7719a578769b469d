public import AuthInterface
import Dependence
public import Observation

/// The profile feature: shows the signed-in user's profile and edits its bio.
@MainActor @Observable
public final class ProfileModel {
  /// The profile shown, once loaded.
  public private(set) var profile: Profile?

  @ObservationIgnored @Dependency(\.authClient) private var authClient
  @ObservationIgnored @Dependency(\.profileClient) private var profileClient

  private let user: User

  public init(user: User) {
    self.user = user
  }

  /// Loads the profile.
  public func load() async throws {
    profile = try await profileClient.profile(user)
  }

  /// Saves a new bio, then shows it.
  public func saveBio(_ bio: String) async throws {
    try await profileClient.updateBio(user, bio)
    profile?.bio = bio
  }

  /// Signs the user out.
  public func signOut() async {
    await authClient.signOut()
    profile = nil
  }
}
