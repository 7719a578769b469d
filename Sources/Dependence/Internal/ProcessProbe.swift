import Foundation

/// Looks at the running process to decide its ``DependencyContext``.
package enum ProcessProbe {
  static func detectContext() -> DependencyContext {
    let environment = ProcessInfo.processInfo.environment
    if environment["XCODE_RUNNING_FOR_PREVIEWS"] == "1" { return .preview }
    if isTestProcess(environment: environment, arguments: CommandLine.arguments)
      || TestSupport.isInstalled
    {
      return .test
    }
    return .live
  }

  /// Whether the process runs tests, as XCTest, Swift Testing, SwiftPM and Bazel launch them:
  /// from their environment variables and the test runner's arguments.
  package static func isTestProcess(environment: [String: String], arguments: [String]) -> Bool {
    let variables = [
      "XCTestBundlePath", "XCTestBundleInjectPath", "XCTestConfigurationFilePath",
      "XCTestSessionIdentifier", "BAZEL_TEST",
    ]
    if variables.contains(where: { environment[$0] != nil }) { return true }
    return arguments.contains { argument in
      let path = URL(fileURLWithPath: argument)
      return argument == "--testing-library" || path.lastPathComponent == "swiftpm-testing-helper"
        || path.lastPathComponent == "xctest" || path.pathExtension == "xctest"
    }
  }
}
