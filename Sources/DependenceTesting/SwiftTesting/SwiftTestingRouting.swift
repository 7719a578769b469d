import Dependence
import Testing

/// Sends issues to the running Swift Testing test, and finds the default scope of a test
/// without a trait.
enum SwiftTestingRouting {
  /// Records `issue` in the running test, at the location `reportIssue` received; returns
  /// `false` when no Swift Testing test is running in the current task.
  ///
  /// Swift Testing attributes the issue to the running test through its own task-local. An
  /// issue reported from another file — an unimplemented endpoint in a client's file, a live
  /// value reached in a library — also names the test that was running, so that the failure is
  /// easy to trace from either end.
  ///
  /// A report the package makes itself — a live value reached, a default with no live value —
  /// has no line in the user's code to point at, and is recorded at the running test instead.
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
