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
  /// // … use auth.client …
  /// auth.signIn.expectCalled(with: "ada", "secret")
  /// ```
  public static func recording(signedInAs user: User) -> RecordingAuthClient {
    RecordingAuthClient(user: user)
  }
}

/// An ``AuthClient`` whose endpoints are recorders.
public struct RecordingAuthClient: Sendable {
  /// The recorder behind `signIn`.
  public let signIn: Recorder<String, String, User>
  /// The recorder behind `signOut`.
  public let signOut: Recorder<Void>
  /// The client to install in the dependency values.
  public let client: AuthClient

  init(user: User) {
    signIn = Recorder("authClient.signIn", .returning(user))
    signOut = Recorder("authClient.signOut")
    client = AuthClient(signIn: signIn.asyncThrowingEndpoint, signOut: signOut.asyncEndpoint)
  }
}
