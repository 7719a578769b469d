public import DependenceMacros

// The README's headline registration, in a different file from the client it names: the macro's
// argument names `APIClient.unimplemented`, which `@DependencyClient` generates.
extension DependencyValues {
  @DependencyEntry(preview: APIClient.preview, test: APIClient.unimplemented)
  public var apiClient: APIClient = .live

  @DependencyEntry var motto: String = "live motto"

  @DependencyEntry(test: "test motto") var testedMotto: String = "live motto"

  @DependencyEntry(preview: "preview motto") var previewedMotto: String = "live motto"

  @DependencyEntry var authClient: AuthClient
}

/// An interface-only client, registered through `AuthClientKey` by the bare macro form.
@DependencyClient
struct AuthClient: Sendable {
  var token: @Sendable () async throws -> String
  var signOut: @Sendable () -> Void
}

enum AuthClientKey: TestDependencyKey {
  static var testValue: AuthClient { .unimplemented }
}
