// Shape seen in: apps that send their issues to a reporter of their own (`IssueReporter`,
// `withIssueReporters`) and ask which test is running (`TestContext.current`), through
// `import Dependencies` alone, which re-exported swift-issue-reporting.
import Dependencies
import Foundation

public final class AuditReporter: IssueReporter, @unchecked Sendable {
  private let lock = NSLock()
  private var collected: [String] = []

  public init() {}

  public var messages: [String] { lock.withLock { collected } }

  public func reportIssue(
    _ message: @autoclosure () -> String?, severity: IssueSeverity,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    lock.withLock { collected.append(message() ?? "") }
  }
}

public func auditRefunds(_ amounts: [Int]) {
  for amount in amounts where amount > 100 {
    reportIssue("refund over the limit: \(amount)")
  }
}

public var auditRunsUnderATest: Bool { TestContext.current != nil }
