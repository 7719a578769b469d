// Shape seen in: a UserSession.swift "Created by Leopold Lemmermann" (Leo-Lem, inferred; find_string hit for `@_exported import Dependencies`) — a client module that re-exports swift-dependencies so the modules using it never import it themselves
@_exported import Dependencies
import DependenciesMacros

@DependencyClient
public struct UserSession: Sendable {
  public var signInAnonymously: @Sendable () async throws -> String
  public var currentUserID: @Sendable () -> String? = { nil }
}

extension UserSession: TestDependencyKey {
  public static let testValue = UserSession()
}

extension DependencyValues {
  public var userSession: UserSession {
    get { self[UserSession.self] }
    set { self[UserSession.self] = newValue }
  }
}
