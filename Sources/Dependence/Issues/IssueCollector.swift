
/// Collects the issues reported inside a scope instead of sending them to a sink.
package final class IssueCollector: Sendable {
  private let issues = LockedValue<[ReportedIssue]>([])

  package init() {}

  /// The issues collected so far, in the order they were reported.
  package var collected: [ReportedIssue] { issues.withLock { $0 } }

  func append(_ issue: ReportedIssue) {
    issues.withLock { $0.append(issue) }
  }

  /// The collector of the current task, if any.
  @TaskLocal package static var current: IssueCollector?
}

/// Runs `body`, collecting the issues it reports in the current task and its child tasks.
/// - Returns: What `body` returned, and the collected issues.
package func collectIssues<Result>(
  _ body: () throws -> Result
) rethrows -> (result: Result, issues: [ReportedIssue]) {
  let collector = IssueCollector()
  let result = try IssueCollector.$current.withValue(collector, operation: body)
  return (result, collector.collected)
}

/// Runs asynchronous `body`, collecting the issues it and its child tasks report.
/// - Returns: What `body` returned, and the collected issues.
package func collectIssues<Result>(
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> Result
) async rethrows -> (result: Result, issues: [ReportedIssue]) {
  let collector = IssueCollector()
  let result = try await IssueCollector.$current.withValue(
    collector, operation: body, isolation: isolation)
  return (result, collector.collected)
}
