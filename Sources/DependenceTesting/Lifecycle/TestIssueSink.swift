import Dependence
import Testing

/// Where a test's issues go while it runs: Swift Testing's `Issue.record`, or XCTest's failure
/// of a test case.
protocol TestIssueSink: Sendable {
  /// Records `issue` in the test of `lifetime` while it runs; `nil` when it cannot be recorded
  /// there from here: the test has ended or is ending, or the caller runs outside it.
  func record(_ issue: ReportedIssue, in lifetime: TestLifetime) -> RecordedIssue?
}

/// What recording an issue in a test did.
struct RecordedIssue {
  /// Whether the issue fails the test: not one a `withKnownIssue` took.
  let failsTheTest: Bool
}

/// A Swift Testing test's issues: recorded from the test's own tasks, which Swift Testing knows by
/// their task-locals. Swift Testing has no way to record an issue in a test from outside it.
struct SwiftTestingSink: TestIssueSink {
  let test: Test.ID

  func record(_ issue: ReportedIssue, in lifetime: TestLifetime) -> RecordedIssue? {
    guard !lifetime.hasEnded, Test.current?.id == test, Test.Case.current != nil else {
      return nil
    }
    return SwiftTestingRouting.record(issue)
  }
}
