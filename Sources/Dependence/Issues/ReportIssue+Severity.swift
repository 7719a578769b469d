/// Reports an issue of `severity`: `.warning` shows the message without failing the running
/// test; `.error` is ``reportIssue(_:fileID:filePath:line:column:)-(()->String,_,_,_,_)``.
///
/// `withExpectedIssue` takes no warning.
///
/// - Parameters:
///   - message: What went wrong and how to fix it.
///   - severity: Whether it fails the running test.
public func reportIssue(
  _ message: @autoclosure () -> String,
  severity: IssueSeverity,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  reportIssue(
    ReportedIssue(
      message: message(),
      location: IssueContext.location(
        fileID: fileID, filePath: filePath, line: line, column: column),
      severity: severity))
}

/// Reports an error as an issue of `severity`: "Caught error: …".
///
/// - Parameters:
///   - error: The error.
///   - severity: Whether it fails the running test.
public func reportIssue(
  _ error: any Error,
  severity: IssueSeverity,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  reportIssue(
    error, context: nil, severity: severity,
    at: IssueContext.location(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Reports an error as an issue of `severity`, with what was being done when it was thrown.
///
/// - Parameters:
///   - error: The error.
///   - message: What failed, or `nil`.
///   - severity: Whether it fails the running test.
public func reportIssue(
  _ error: any Error,
  _ message: @autoclosure () -> String?,
  severity: IssueSeverity,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  reportIssue(
    error, context: message(), severity: severity,
    at: IssueContext.location(fileID: fileID, filePath: filePath, line: line, column: column))
}
