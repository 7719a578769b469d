import Dependencies
import IssueReporting

public final class Counter: Sendable {
  let count = LockIsolated(0)

  public init() {}

  public func increment() {
    count.withValue { $0 += 1 }
    if count.value > 100 { reportIssue("counted past 100") }
  }
}
