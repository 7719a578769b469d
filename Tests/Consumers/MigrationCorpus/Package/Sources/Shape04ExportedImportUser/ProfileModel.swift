// Shape seen in: the same UserSession module's users (inferred: a re-exporting module exists so its users need not import swift-dependencies) — `@Dependency` used through another module's `@_exported import Dependencies`
import Shape04ExportedImport

@MainActor
public final class ProfileModel {
  @Dependency(\.userSession) var userSession
  public private(set) var userID: String?

  public init() {}

  public func signIn() async {
    userID = try? await userSession.signInAnonymously()
  }
}
