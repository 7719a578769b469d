#if !canImport(Darwin)
  import XCTest

  @testable import DependenceTesting

  /// A `DependenceTestCase` with exhaustive checking, whose failures are captured rather than
  /// failing the run, and checked after each test.
  final class ExhaustiveDependenciesXCTests: DependenceTestCase {
    private var failures: [(description: String, line: Int)] = []
    private var warnings: [String] = []
    static let allowSize = ExhaustiveDependencies(allowing: \.size)
    static let allowSizeLine = #line - 1

    override var exhaustiveDependencies: ExhaustiveDependencies? { Self.allowSize }

    override func dependencies(_ values: inout DependencyValues) {
      values.label = "class"
    }

    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      failures.append((description, lineNumber))
    }

    override func warn(_ line: String) {
      warnings.append(line)
    }

    override func invokeTest() {
      super.invokeTest()
      switch name.split(separator: ".").last {
      case "testReadingADefaultFailsAtTheEndOfTheTest":
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.line, Self.allowSizeLine)
        XCTAssert(failures.first?.description.contains("$0[ColorKey.self] = …") == true)
        XCTAssert(warnings.isEmpty, "\(warnings)")
      case "testReadingOverridesAndAllowedDefaultsPasses":
        XCTAssert(failures.isEmpty, "\(failures)")
        XCTAssert(warnings.isEmpty, "\(warnings)")
      case "testAnOverrideNothingReadIsAWarningThatDoesNotFail":
        XCTAssert(failures.isEmpty, "\(failures)")
        XCTAssertEqual(warnings.count, 1)
        XCTAssert(
          warnings.first?.contains(
            "ExhaustiveDependenciesXCTests.swift:\(Self.allowSizeLine): warning: The override of "
              + "Dependency 'LabelKey' (of type String) was never read in this test") == true,
          "\(warnings)")
      default:
        break
      }
    }

    func testReadingADefaultFailsAtTheEndOfTheTest() {
      _ = DependencyValues.current.label
      _ = DependencyValues.current.color
    }

    func testReadingOverridesAndAllowedDefaultsPasses() {
      _ = DependencyValues.current.label
      _ = DependencyValues.current.size
    }

    func testAnOverrideNothingReadIsAWarningThatDoesNotFail() {
      _ = DependencyValues.current.size
    }
  }
#endif
