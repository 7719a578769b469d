import Dependence
import XCTest

final class DependencyContextXCTests: XCTestCase {
  func testXCTestProcessIsDetectedAsTest() {
    XCTAssertEqual(DependencyContext.detected, .test)
    XCTAssertEqual(DependencyValues.current.number.number(), 2)
  }
}

final class ProcessProbeXCTests: XCTestCase {
  func testFindsTheTestLibrariesOfThisProcess() {
    XCTAssertTrue(ProcessProbe.isLoaded("$s6XCTest0A4CaseC10invokeTestyyF"))
    XCTAssertTrue(ProcessProbe.isLoaded("$s7Testing4TestV7currentACSgvgZ"))
    XCTAssertFalse(ProcessProbe.isLoaded("$s18NoSuchLibraryAtAll4NopeV"))
  }
}
