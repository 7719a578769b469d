// Shape seen in: swift-dependencies' own Tests/DependenciesTests/BaseTestCaseTests.swift and the
// test targets that copy it — a base XCTestCase whose `invokeTest` sets the values every test
// shares, and a subclass whose own `invokeTest` adds its values around the base's
import Dependencies
import XCTest

@testable import Shape06KeyConformances

class SettingsTestCase: XCTestCase {
  override func invokeTest() {
    withDependencies {
      $0.application = ApplicationClient(openSettings: { true }, badgeCount: { 1 })
    } operation: {
      super.invokeTest()
    }
  }
}

final class SettingsTests: SettingsTestCase {
  override func invokeTest() {
    withDependencies {
      $0.uuid = .incrementing
    } operation: {
      super.invokeTest()
    }
  }

  func testBothOverridesReachTheTest() {
    @Dependency(\.application) var application
    @Dependency(\.uuid) var uuid
    XCTAssertEqual(application.badgeCount(), 1)
    XCTAssertEqual(uuid(), UUID(0))
  }
}
