#if !canImport(Darwin)
  import DependenceTesting
  import XCTest

  /// A `DependenceTestCase` that captures the failures its test records instead of failing, so
  /// that the test can check them.
  class FailureCapturingTestCase: DependenceTestCase {
    var failures: [(description: String, file: String, line: Int)] = []

    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      failures.append((description, filePath, lineNumber))
    }
  }
#endif
