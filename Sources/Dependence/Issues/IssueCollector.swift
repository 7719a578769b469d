/// Collects the issues reported inside a scope instead of sending them to a sink.
package final class IssueCollector: Sendable {
  /// Which issues a collector takes.
  package enum Intake: Sendable {
    /// Every issue its tasks report, whenever they report it (the package's own tests).
    case everything
    /// Only issues reported while its body runs, and neither one that says the test is broken
    /// (a hang) nor a warning, which fails nothing: what `withExpectedIssue` expects. Issues of
    /// tasks that outlive the body go on to the test.
    case expectedWhileOpen
  }

  private let intake: Intake
  private let state = LockedValue<(issues: [ReportedIssue], isOpen: Bool)>(([], true))

  package init(intake: Intake = .everything) {
    self.intake = intake
  }

  /// The issues collected so far, in the order they were reported.
  package var collected: [ReportedIssue] { state.withLock { $0.issues } }

  /// Keeps `issue` if this collector takes it; returns whether it did.
  func take(_ issue: ReportedIssue) -> Bool {
    state.withLock { state in
      if intake == .expectedWhileOpen,
        !state.isOpen || !issue.isExpectable || issue.severity == .warning
      {
        return false
      }
      state.issues.append(issue)
      return true
    }
  }

  /// Stops taking issues (for ``Intake/expectedWhileOpen``): its body has returned.
  package func close() {
    state.withLock { $0.isOpen = false }
  }

  /// The collector of the current task, if any.
  @TaskLocal package static var current: IssueCollector?
}

/// Runs `body`, collecting the issues it reports in the current task and its child tasks.
/// - Returns: What `body` returned, and the collected issues.
package func collectIssues<Result>(
  _ intake: IssueCollector.Intake = .everything,
  _ body: () throws -> Result
) rethrows -> (result: Result, issues: [ReportedIssue]) {
  let collector = IssueCollector(intake: intake)
  defer { collector.close() }
  let result = try IssueCollector.$current.withValue(collector, operation: body)
  return (result, collector.collected)
}

/// Runs asynchronous `body`, collecting the issues it and its child tasks report.
/// - Returns: What `body` returned, and the collected issues.
package func collectIssues<Result>(
  _ intake: IssueCollector.Intake = .everything,
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> Result
) async rethrows -> (result: Result, issues: [ReportedIssue]) {
  let collector = IssueCollector(intake: intake)
  defer { collector.close() }
  let result = try await IssueCollector.$current.withValue(
    collector, operation: body, isolation: isolation)
  return (result, collector.collected)
}
