#if !canImport(Darwin)
  import DependenceTesting
  import XCTest

  /// A `DependenceTestCase` that captures the failures the package records in its test instead
  /// of failing, so that the test can check them; every other failure — the test's own
  /// assertions — fails the test as usual.
  class FailureCapturingTestCase: DependenceTestCase {
    var failures: [(description: String, file: String, line: Int)] = []

    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      guard isRecordedByThePackage(description) else {
        return super.recordFailure(
          withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      }
      failures.append((description, filePath, lineNumber))
    }
  }

  /// Whether a failure's description is one the package's XCTest routing wrote, which starts
  /// with its `[XCTest]` tag.
  func isRecordedByThePackage(_ description: String) -> Bool {
    description.hasPrefix("[XCTest] ")
  }
#endif
