import Dependence
import XCTest

final class DependencyContextXCTests: XCTestCase {
  func testXCTestProcessIsDetectedAsTest() {
    XCTAssertEqual(DependencyContext.detected, .test)
    XCTAssertEqual(DependencyValues.current.number.number(), 2)
  }
}

final class ProcessProbeXCTests: XCTestCase {
  func testThisXCTestRunIsATestProcessByItsArguments() {
    XCTAssertTrue(
      ProcessProbe.isTestProcess(environment: [:], arguments: CommandLine.arguments),
      "\(CommandLine.arguments)")
  }
}
