// Shape seen in: pointfreeco/swift-dependencies Tests/DependenciesTests/MainSerialExecutorTests.swift and a `MainTestCase` base class (code-search hit: `open override func invokeTest() { withMainSerialExecutor { super.invokeTest() } }`) — XCTest base classes that wrap `super.invokeTest()` in `withMainSerialExecutor` and in `withDependencies`
import Dependencies
import XCTest

@testable import Shape06KeyConformances

class MainSerialTestCase: XCTestCase {
  override func invokeTest() {
    withMainSerialExecutor {
      super.invokeTest()
    }
  }
}

final class ApplicationClientTests: MainSerialTestCase {
  override func invokeTest() {
    withDependencies {
      $0.application = ApplicationClient(openSettings: { false }, badgeCount: { 3 })
    } operation: {
      super.invokeTest()
    }
  }

  func testBadgeCount() {
    @Dependency(\.application) var application
    XCTAssertEqual(application.badgeCount(), 3)
  }

  func testOpenSettings() async {
    @Dependency(\.application) var application
    let opened = await application.openSettings()
    XCTAssertFalse(opened)
  }
}
