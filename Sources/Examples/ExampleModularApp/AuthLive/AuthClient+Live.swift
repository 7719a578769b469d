public import AuthInterface
public import Dependence

extension AuthClientKey: DependencyKey {
  public static var liveValue: AuthClient { .live }
}

extension AuthClient {
  /// Accepts the demo account `ada` with the password `lovelace`.
  public static let live = AuthClient(
    signIn: { username, password in
      guard username == "ada", password == "lovelace" else { throw AuthError.wrongPassword }
      return User(id: "u-1", name: "Ada Lovelace")
    },
    signOut: {}
  )
}

/// Why the live client refused to sign in.
public enum AuthError: Error {
  case wrongPassword
}
