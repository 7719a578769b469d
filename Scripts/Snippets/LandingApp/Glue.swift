// What the core articles take as given: a payments client, and a signed-in session with the
// client that revokes it (ExampleSessionApp has the whole of it).
import Dependence

nonisolated struct PaymentsClient: Sendable {
  var pay: nonisolated(nonsending) @Sendable (_ cents: Int) async throws -> Void
}

nonisolated struct Session: Sendable {
  var user: String
  var token: String
}

nonisolated struct AuthClient: Sendable {
  var revoke: @Sendable (_ token: String) -> Void
}

nonisolated enum PaymentsClientKey: TestDependencyKey {
  static let testValue = PaymentsClient { _ in try throwingUnimplemented("PaymentsClient.pay") }
}

nonisolated enum AuthClientKey: TestDependencyKey {
  static let testValue = AuthClient { _ in unimplemented("AuthClient.revoke") }
}

nonisolated enum SessionKey: TestDependencyKey {
  static let testValue: Session? = nil
}

nonisolated extension DependencyValues {
  var payments: PaymentsClient {
    get { self[PaymentsClientKey.self] }
    set { self[PaymentsClientKey.self] = newValue }
  }

  var authClient: AuthClient {
    get { self[AuthClientKey.self] }
    set { self[AuthClientKey.self] = newValue }
  }

  var session: Session? {
    get { self[SessionKey.self] }
    set { self[SessionKey.self] = newValue }
  }
}

/// The part of the app that needs a signed-in user.
func runSignedInApp() async throws {}
