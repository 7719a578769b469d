import DependenceTesting
import XCTest

final class DependencyAsXCTests: DependenceTestCase {
  override func dependencies(_ values: inout DependencyValues) {
    values.greeter = RecordingGreeter(greeting: "from the base class")
  }

  func testReadsTheOverrideAsTheTypeTheTestInstalled() {
    @Dependency(\.greeter, as: RecordingGreeter.self) var byKeyPath
    @Dependency(GreeterKey.self, as: RecordingGreeter.self) var byKeyType
    XCTAssertEqual(byKeyPath.greeting, "from the base class")
    XCTAssertEqual(byKeyType.greeting, "from the base class")
  }
}
