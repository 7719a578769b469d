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
  reportIssue(ReportedIssue(message: message, location: location))
}

/// Reports `issue`: to the collector of the current task, the running test, or else as a
/// runtime warning.
package func reportIssue(_ issue: ReportedIssue) {
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
  /// The dependency the issue is about, as messages name it (`\.uuid`), when it is the
  /// dependency's value in a test — unimplemented, or live — rather than the code using it: a
  /// test records such an issue once, at the line that declared the `@Dependency` it read.
  package var dependency: String?

  package init(message: String, location: SourceLocation, dependency: String? = nil) {
    self.message = message
    self.location = location
    self.dependency = dependency
  }
}
