// A linter that imports swift-issue-reporting itself, for a reporter of its own that collects
// issues instead of failing (`withIssueReporters`), beside swift-dependencies.
import Dependencies
import Foundation
import IssueReporting

public final class CollectingReporter: IssueReporter, @unchecked Sendable {
  private let lock = NSLock()
  private var collected: [String] = []

  public init() {}

  public var messages: [String] { lock.withLock { collected } }

  public func reportIssue(
    _ message: @autoclosure () -> String?, severity: IssueSeverity,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    let text = "\(severity == .warning ? "warning" : "error"): \(message() ?? "")"
    lock.withLock { collected.append(text) }
  }

  public func expectIssue(
    _ message: @autoclosure () -> String?,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {}
}

public func lint(_ values: [Int]) {
  @Dependency(\.context) var context
  guard context != .live else { return }
  for value in values where value < 0 {
    reportIssue("negative: \(value)")
  }
  for value in values where value == 0 {
    reportIssue("zero", severity: .warning)
  }
}
