/// Reports a problem a developer should fix, such as a call to an unimplemented endpoint.
///
/// It fails the running test, with `DependenceTesting` linked, and is a runtime warning
/// elsewhere. It never stops the program.
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
    at: IssueContext.location(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Reports an error as an issue: "Caught error: …". See
/// ``reportIssue(_:fileID:filePath:line:column:)-(()->String,_,_,_,_)``.
///
/// The error forms are three overloads rather than one with a defaulted message, so that a file
/// that imports swift-issue-reporting too (whose `reportIssue(_:_:…)` has the defaulted one)
/// calls this package's without ambiguity.
///
/// - Parameter error: The error.
public func reportIssue(
  _ error: any Error,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  reportIssue(
    error, context: nil,
    at: IssueContext.location(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Reports an error as an issue, with what was being done when it was thrown:
/// `reportIssue(error, "Could not open the database")`. See
/// ``reportIssue(_:fileID:filePath:line:column:)-(()->String,_,_,_,_)``.
///
/// - Parameters:
///   - error: The error.
///   - message: What failed, written before the error, as `withErrorReporting` writes it.
public func reportIssue(
  _ error: any Error,
  _ message: @autoclosure () -> String,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  reportIssue(
    error, context: message(),
    at: IssueContext.location(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Reports an error as an issue, with what was being done when it was thrown, if `message`
/// says. See ``reportIssue(_:_:fileID:filePath:line:column:)-(Error,()->String,_,_,_,_)``.
///
/// - Parameters:
///   - error: The error.
///   - message: What failed, or `nil`.
public func reportIssue(
  _ error: any Error,
  _ message: @autoclosure () -> String?,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  reportIssue(
    error, context: message(),
    at: IssueContext.location(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Reports `error`, thrown while doing `context`: "Could not open: Caught error: …".
package func reportIssue(
  _ error: any Error, context: String?, severity: IssueSeverity = .error,
  at location: SourceLocation
) {
  let caught = "Caught error: \(error)"
  reportIssue(
    ReportedIssue(
      message: context.map { "\($0): \(caught)" } ?? caught, location: location,
      error: error, context: context, severity: severity))
}

/// Reports an issue at a location already captured.
package func reportIssue(_ message: String, at location: SourceLocation) {
  reportIssue(ReportedIssue(message: message, location: location))
}

/// Reports `issue` to the task's collector, the running test, or else as a runtime warning.
package func reportIssue(_ issue: ReportedIssue) {
  if let collector = IssueCollector.current, collector.take(issue) { return }
  if TestSupport.record(issue) { return }
  RuntimeWarning.emit(issue)
}

/// An issue on its way to a sink.
package struct ReportedIssue: Sendable {
  package var message: String
  package var location: SourceLocation
  /// The dependency the issue is about (`\.uuid`), when the issue is its value in a test: a
  /// test records it once, at the `@Dependency` that read it.
  package var dependency: String?
  /// Whether `withExpectedIssue` may take it: not a report that the test itself is broken (a
  /// hang), which a test expecting some other issue would otherwise swallow.
  package var isExpectable: Bool
  /// The error the issue reports, when it reports one: a testing library that keeps errors
  /// (Swift Testing's `Issue.error`) gets it.
  package var error: (any Error)?
  /// What was being done when ``error`` was thrown, as the reporter said it.
  package var context: String?
  /// Whether the issue fails the running test (`.error`) or is only shown (`.warning`).
  package var severity: IssueSeverity

  package init(
    message: String, location: SourceLocation, dependency: String? = nil,
    isExpectable: Bool = true, error: (any Error)? = nil, context: String? = nil,
    severity: IssueSeverity = .error
  ) {
    self.severity = severity
    self.message = message
    self.location = location
    self.dependency = dependency
    self.isExpectable = isExpectable
    self.error = error
    self.context = context
  }
}
