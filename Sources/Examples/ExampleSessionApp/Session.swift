import Dependence

/// The kind of scope a signed-in session is.
enum SessionScope: ScopeTag {}

/// What a signed-in session knows.
struct Session: Sendable, Equatable {
  var user: String
  var token: String
}

/// The current session: `nil` outside a signed-in scope.
enum SessionKey: DependencyKey {
  static let liveValue: Session? = nil
  static let testValue = liveValue
}

extension DependencyValues {
  var session: Session? {
    get { self[SessionKey.self] }
    set { self[SessionKey.self] = newValue }
  }
}
