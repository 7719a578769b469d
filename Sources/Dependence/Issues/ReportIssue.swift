/// Reports a problem a developer should fix, such as a call to an unimplemented endpoint.
///
/// Inside a running Swift Testing or XCTest test, with `DependenceTesting` linked, it fails that
/// test at the given location; anywhere else it is a runtime warning (standard error on Linux;
/// the unified log, a fault in debug builds, on Apple platforms). It never stops the program.
///
/// - Parameter message: What went wrong and how to fix it.
public func reportIssue(
  _ message: @autoclosure () -> String,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  reportIssue(
    message(),
    at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Reports an error as an issue. See ``reportIssue(_:fileID:filePath:line:column:)``.
public func reportIssue(
  _ error: any Error,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  reportIssue(
    "Caught error: \(error)",
    at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Reports an issue at a location already captured.
public func reportIssue(_ message: String, at location: SourceLocation) {
  let issue = ReportedIssue(message: message, location: location)
  if let collector = IssueCollector.current {
    collector.append(issue)
    return
  }
  if TestSupport.record(issue) { return }
  RuntimeWarning.emit(issue)
}

/// An issue on its way to a sink.
package struct ReportedIssue: Sendable {
  package var message: String
  package var location: SourceLocation

  package init(message: String, location: SourceLocation) {
    self.message = message
    self.location = location
  }
}
