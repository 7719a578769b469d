import Dependence
import Testing

/// Sends issues to the running Swift Testing test, and finds the default scope of a test
/// without a trait.
enum SwiftTestingRouting {
  /// Records `issue` in the running test, at the location `reportIssue` received; returns
  /// `false` when no Swift Testing test is running in the current task.
  ///
  /// An issue from another file also names the running test; one the package made itself has no
  /// line in the user's code and is recorded at the test.
  static func record(_ issue: ReportedIssue) -> Bool {
    guard let test = Test.current else { return false }
    var message = issue.message
    let location =
      issue.location.fileID.hasPrefix("Dependence/")
      ? test.sourceLocation
      : Testing.SourceLocation(
        fileID: issue.location.fileID, filePath: issue.location.filePath,
        line: issue.location.line, column: issue.location.column)
    if location.fileID != test.sourceLocation.fileID {
      message += "\n(Reported while running \(describe(test)).)"
    }
    Issue.record(Comment(rawValue: message), sourceLocation: location)
    return true
  }

  /// The default scope of the running Swift Testing test, or `nil` outside one.
  static func currentScope() -> DefaultScope? {
    guard let test = Test.current else { return nil }
    IssueReportingLink.checkInRunningTest()
    return ProcessState.traitlessTestScopes.scope(for: test.id)
  }

  /// `'loads()' (FeatureTests.swift:12)`.
  static func describe(_ test: Test) -> String {
    "'\(test.displayName ?? test.name)' (\(test.sourceLocation.fileID):\(test.sourceLocation.line))"
  }
}
