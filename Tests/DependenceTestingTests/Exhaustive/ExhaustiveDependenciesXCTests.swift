#if !canImport(Darwin)
  import DependenceTesting
  import XCTest

  /// A `DependenceTestCase` with exhaustive checking, whose failures are captured rather than
  /// failing the run, and checked after each test.
  final class ExhaustiveDependenciesXCTests: DependenceTestCase {
    private var failures: [(description: String, line: Int)] = []
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

    override func invokeTest() {
      super.invokeTest()
      switch name.split(separator: ".").last {
      case "testReadingADefaultFailsAtTheEndOfTheTest":
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.line, Self.allowSizeLine)
        XCTAssert(failures.first?.description.contains("$0[ColorKey.self] = …") == true)
      case "testReadingOverridesAndAllowedDefaultsPasses":
        XCTAssert(failures.isEmpty, "\(failures)")
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
  }
#endif
