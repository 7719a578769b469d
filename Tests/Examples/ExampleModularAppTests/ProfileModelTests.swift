import AuthInterface
import AuthTestSupport
import DependenceTesting
import ProfileInterface
import ProfileTestSupport
import Testing

@MainActor @Suite struct ProfileModelTests {
  let profileClient = ProfileClient.recording(Profile(name: "Ada", bio: "Mathematician"))
  let authClient = AuthClient.recording(signedInAs: .ada)

  func makeModel() -> ProfileModel {
    withDependencies {
      $0.profileClient = profileClient.client
      $0.authClient = authClient.client
    } operation: {
      ProfileModel(user: .ada)
    }
  }

  @Test func savingABioSendsItAndShowsIt() async throws {
    let model = makeModel()
    try await model.load()
    try await model.saveBio("Poet of science")

    profileClient.profile.expectCalls([.ada])
    profileClient.updateBio.expectCalled(with: .ada, "Poet of science")
    #expect(model.profile == Profile(name: "Ada", bio: "Poet of science"))
  }

  @Test func signingOutForgetsTheProfile() async throws {
    let model = makeModel()
    try await model.load()
    await model.signOut()

    authClient.signOut.expectCalled(times: 1)
    authClient.signIn.expectNotCalled()
    #expect(model.profile == nil)
  }
}
