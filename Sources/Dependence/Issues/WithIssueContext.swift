/// Reports the issues of `operation` at the given location instead of where each was reported:
/// a test helper's issues at the line of the test that called it.
///
/// It covers `reportIssue`, `withErrorReporting`, an `unimplemented` endpoint's report and
/// `withExpectedIssue`'s own failure, in `operation` and the child tasks it awaits, as
/// swift-issue-reporting's function of the same name does.
///
/// ```swift
/// func expectSorted(_ names: [String], fileID: StaticString = #fileID,
///                   filePath: StaticString = #filePath, line: UInt = #line,
///                   column: UInt = #column) {
///   withIssueContext(fileID: fileID, filePath: filePath, line: line, column: column) {
///     if names != names.sorted() { reportIssue("\(names) is not sorted") }
///   }
/// }
/// ```
///
/// - Parameters:
///   - fileID: The `#fileID` of the issues.
///   - filePath: The `#filePath` of the issues.
///   - line: Their `#line`.
///   - column: Their `#column`.
///   - operation: The work whose issues are reported there.
/// - Returns: What `operation` returned.
public func withIssueContext<Result>(
  fileID: StaticString,
  filePath: StaticString,
  line: UInt,
  column: UInt,
  operation: () throws -> Result
) rethrows -> Result {
  try IssueContext.$location.withValue(
    SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column),
    operation: operation)
}

/// Reports the issues of asynchronous `operation` at the given location. See
/// ``withIssueContext(fileID:filePath:line:column:operation:)-(_,_,_,_,()->Result)``.
public func withIssueContext<Result>(
  fileID: StaticString,
  filePath: StaticString,
  line: UInt,
  column: UInt,
  isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> Result
) async rethrows -> Result {
  try await IssueContext.$location.withValue(
    SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column),
    operation: operation, isolation: isolation)
}

/// The location ``withIssueContext(fileID:filePath:line:column:operation:)-(_,_,_,_,()->Result)``
/// gives the issues of its operation.
package enum IssueContext {
  @TaskLocal static var location: SourceLocation?

  /// Where an issue reported at the given place is reported: there, or at the location of the
  /// issue context the task runs in.
  package static func location(
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) -> SourceLocation {
    location ?? SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
