// Shape seen in: swift-psychrometrics/swift-psychrometrics (PsychrometricTestCase.swift) — a test
// target that names no test support, only its library (which links XCTestDynamicOverlay), with a
// base class whose `invokeTest` sets every test's values, and tests that subclass it.
import Dependencies
import Shape29OverlayTestValues
import XCTest

class ThermometerTestCase: XCTestCase {
  override func invokeTest() {
    withDependencies {
      $0.thermometer.celsius = { sensor in 20 + Double(sensor) / 2 }
      $0.thermometer.label = { "\($0) °C" }
    } operation: {
      super.invokeTest()
    }
  }
}

final class ThermometerTests: ThermometerTestCase {
  func testReadingUsesTheSuitesValues() async throws {
    let text = try await reading(sensor: 3)
    XCTAssertEqual(text, "21.5 °C")
  }

  func testEachSensorReadsItsOwnValue() async throws {
    let first = try await reading(sensor: 0)
    let second = try await reading(sensor: 4)
    XCTAssertEqual([first, second], ["20.0 °C", "22.0 °C"])
  }
}
