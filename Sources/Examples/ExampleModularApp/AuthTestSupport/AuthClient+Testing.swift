public import AuthInterface
public import DependenceTesting

extension User {
  /// A user for tests.
  public static let ada = User(id: "u-1", name: "Ada")
}

extension AuthClient {
  /// A client whose sign-in succeeds as `user`, recording every call.
  ///
  /// ```swift
  /// let auth = AuthClient.recording(signedInAs: .ada)
  /// // … install auth.client …
  /// auth.signIn.expectCalled(with: "ada", "secret")
  /// ```
  public static func recording(signedInAs user: User) -> RecordingClient<AuthClient> {
    let recording = RecordingClient { AuthClient(endpoints: $0) }
    recording.signIn.response = .returning(user)
    return recording
  }
}
