import AuthInterface
import AuthTestSupport
import DependenceTesting
import ProfileInterface
import ProfileTestSupport
import XCTest

/// The same feature tested with XCTest: `DependenceTestCase` binds the values around each test.
final class ProfileModelXCTests: DependenceTestCase {
  let profileClient = ProfileClient.recording(Profile(name: "Ada", bio: ""))

  override func dependencies(_ values: inout DependencyValues) {
    values.profileClient = profileClient.client
  }

  @MainActor
  func testLoadsTheSignedInUsersProfile() async throws {
    let model = ProfileModel(user: .ada)
    try await model.load()
    XCTAssertEqual(model.profile?.name, "Ada")
    profileClient.profile.expectCalled(with: .ada)
  }
}
