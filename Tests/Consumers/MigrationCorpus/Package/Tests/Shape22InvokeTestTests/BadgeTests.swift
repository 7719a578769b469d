// Shape seen in: swift-dependencies' "Testing" article (its XCTest section) and test targets that
// follow it — a plain XCTestCase whose `invokeTest` sets the suite's values in `withDependencies`
// around `super.invokeTest()`, the update closure written with `$0`, and a doc comment above it.
import Dependencies
import XCTest

@testable import Shape06KeyConformances

final class BadgeTests: XCTestCase {
  /// Every test here sees a badge count of 7 and settings that open.
  override func invokeTest() {
    withDependencies {
      $0.application = ApplicationClient(
        openSettings: { true },
        badgeCount: { 7 }
      )
    } operation: {
      super.invokeTest()
    }
  }

  func testBadgeCountComesFromTheOverride() {
    @Dependency(\.application) var application
    XCTAssertEqual(application.badgeCount(), 7)
  }

  func testSettingsOpen() async {
    @Dependency(\.application) var application
    let opened = await application.openSettings()
    XCTAssertTrue(opened)
  }
}
