public import AuthInterface
public import DependenceMacros

/// What a profile screen shows.
public struct Profile: Sendable, Equatable {
  public var name: String
  public var bio: String

  public init(name: String, bio: String) {
    self.name = name
    self.bio = bio
  }
}

/// Reads and edits profiles.
@DependencyClient
public struct ProfileClient: Sendable {
  public var profile: @Sendable (_ user: User) async throws -> Profile
  public var updateBio: @Sendable (_ user: User, _ bio: String) async throws -> Void
}

/// The key of ``ProfileClient``; `ProfileLive` adds the live value.
public enum ProfileClientKey: TestDependencyKey {
  public static var testValue: ProfileClient { .unimplemented }
}

extension DependencyValues {
  @DependencyEntry public var profileClient: ProfileClient
}
