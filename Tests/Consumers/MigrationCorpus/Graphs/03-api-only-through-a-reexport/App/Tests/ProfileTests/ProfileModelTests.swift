import Profile
import Settings
import XCTest

final class ProfileModelTests: XCTestCase {
  func testGreetsByTheSettingsName() {
    let model = withDependencies {
      $0.settings.displayName = { "Ada" }
    } operation: {
      ProfileModel()
    }
    XCTAssertEqual(model.greeting, "Hello, Ada")
  }
}
