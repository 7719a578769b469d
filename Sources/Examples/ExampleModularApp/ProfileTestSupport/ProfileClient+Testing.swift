public import AuthInterface
public import DependenceTesting
public import ProfileInterface

extension ProfileClient {
  /// A client backed by recorders, that answers `profile` with `profile`.
  public static func recording(_ profile: Profile) -> RecordingProfileClient {
    RecordingProfileClient(profile: profile)
  }
}

/// A ``ProfileClient`` whose endpoints are recorders.
public struct RecordingProfileClient: Sendable {
  /// The recorder behind `profile`.
  public let profile: Recorder<User, Profile>
  /// The recorder behind `updateBio`.
  public let updateBio: Recorder<User, String, Void>
  /// The client to install in the dependency values.
  public let client: ProfileClient

  init(profile answer: Profile) {
    profile = Recorder("profileClient.profile", .returning(answer))
    updateBio = Recorder("profileClient.updateBio")
    client = ProfileClient(
      profile: profile.asyncThrowingEndpoint, updateBio: updateBio.asyncThrowingEndpoint)
  }
}
