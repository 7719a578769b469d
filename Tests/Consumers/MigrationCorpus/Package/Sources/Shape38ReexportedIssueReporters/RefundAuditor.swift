// Shape seen in: apps that send their issues to a reporter of their own (`IssueReporter`,
// `withIssueReporters`) and ask which test is running (`TestContext.current`), through
// `import Dependencies` alone, which re-exported swift-issue-reporting.
import Dependencies

/// Keeps each issue's message, and counts the warnings apart.
public final class AuditReporter: IssueReporter, Sendable {
  private let state = LockIsolated((messages: [String](), warnings: 0))

  public init() {}

  public var messages: [String] { state.value.messages }
  public var warnings: Int { state.value.warnings }

  public func reportIssue(
    _ message: @autoclosure () -> String?, severity: IssueSeverity,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    let text = message() ?? ""
    state.withValue {
      $0.messages.append(text)
      if severity == .warning { $0.warnings += 1 }
    }
  }
}

public func auditRefunds(_ amounts: [Int]) {
  if amounts.isEmpty { reportIssue("nothing to audit", severity: .warning) }
  for amount in amounts where amount > 100 {
    reportIssue("refund over the limit: \(amount)")
  }
}

public var auditRunsUnderATest: Bool { TestContext.current != nil }
