public import DependenceTesting
public import ProfileInterface

extension ProfileClient {
  /// A client that records every call, and answers `profile` with `profile`.
  ///
  /// ```swift
  /// let profiles = ProfileClient.recording(Profile(name: "Ada", bio: ""))
  /// // … install profiles.client …
  /// profiles.updateBio.expectCalled(times: 1)
  /// ```
  public static func recording(_ profile: Profile) -> RecordingClient<ProfileClient> {
    let recording = RecordingClient { ProfileClient(endpoints: $0) }
    recording.profile.response = .returning(profile)
    return recording
  }
}
