/// How much a reported issue matters: `reportIssue("…", severity: .warning)`.
public enum IssueSeverity: Sendable, Hashable {
  /// Worth a look, not a failure: a warning in the running Swift Testing test, and a `warning:`
  /// line on standard error in an XCTest test or outside tests.
  case warning
  /// A failure of the running test, and a runtime warning outside tests: what
  /// ``reportIssue(_:fileID:filePath:line:column:)-(()->String,_,_,_,_)`` reports.
  case error
}
