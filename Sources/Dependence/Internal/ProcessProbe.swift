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

  /// Whether XCTest, Swift Testing, SwiftPM or Bazel launched this process to run tests.
  package static let isTestProcess = isTestProcess(
    environment: ProcessInfo.processInfo.environment, arguments: CommandLine.arguments)

  /// Whether XCTest, Swift Testing, SwiftPM or Bazel launched the process to run tests.
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
