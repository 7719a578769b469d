import Dependence

/// Runs `body` and expects it to report at least one issue through `reportIssue`.
///
/// The issues `body` reports while it runs do not fail the test; if it reports none, the test
/// fails at the caller's line, unless `isIntermittent` is `true`. Issues that tasks `body` started report after it returned go to
/// the test as any other issue, and so does a `TestClock`'s hang, which says the test itself is
/// broken. Issues from work that does not inherit task-locals (`Task.detached`, a Dispatch
/// queue) are not seen.
///
/// - Parameters:
///   - expectedMessage: Text that at least one reported message must contain; `nil` accepts
///     any issue.
///   - isIntermittent: Whether `body` may report nothing on some runs: then a run where it
///     reports nothing passes. Issues it reports that do not match `expectedMessage` still fail.
///   - body: The code expected to report.
/// - Returns: What `body` returned.
/// - Throws: What `body` threw.
@discardableResult
public func withExpectedIssue<Result>(
  _ expectedMessage: String? = nil,
  isIntermittent: Bool = false,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column,
  _ body: () throws -> Result
) rethrows -> Result {
  TestingHooks.install()
  let (result, issues) = try collectIssues(.expectedWhileOpen, body)
  checkExpectedIssues(
    issues, expectedMessage, isIntermittent: isIntermittent,
    at: IssueContext.location(fileID: fileID, filePath: filePath, line: line, column: column))
  return result
}

/// Runs asynchronous `body` and expects it to report at least one issue through `reportIssue`.
/// See ``withExpectedIssue(_:isIntermittent:fileID:filePath:line:column:_:)``.
@discardableResult
public func withExpectedIssue<Result>(
  _ expectedMessage: String? = nil,
  isIntermittent: Bool = false,
  isolation: isolated (any Actor)? = #isolation,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column,
  _ body: () async throws -> Result
) async rethrows -> Result {
  TestingHooks.install()
  let (result, issues) = try await collectIssues(.expectedWhileOpen, isolation: isolation, body)
  checkExpectedIssues(
    issues, expectedMessage, isIntermittent: isIntermittent,
    at: IssueContext.location(fileID: fileID, filePath: filePath, line: line, column: column))
  return result
}

private func checkExpectedIssues(
  _ issues: [ReportedIssue], _ expectedMessage: String?, isIntermittent: Bool,
  at location: SourceLocation
) {
  if isIntermittent, issues.isEmpty { return }
  guard let expectedMessage else {
    if issues.isEmpty {
      reportIssue("Expected an issue to be reported, but none was.", at: location)
    }
    return
  }
  guard !issues.contains(where: { $0.message.contains(expectedMessage) }) else { return }
  if issues.isEmpty {
    reportIssue(
      "Expected an issue mentioning \"\(expectedMessage)\", but none was reported.", at: location)
  } else {
    let reported = issues.map { "  - \($0.message)" }.joined(separator: "\n")
    reportIssue(
      """
      Expected an issue mentioning "\(expectedMessage)", but the issues reported were:
      \(reported)
      """,
      at: location)
  }
}
