import Dependence
import Synchronization

@testable import DependenceTesting

/// A sink that records nothing, for lifetimes the tests end by hand.
struct SilentSink: TestIssueSink {
  func record(_ issue: ReportedIssue, in lifetime: TestLifetime) -> RecordedIssue? { nil }
}

/// A sink that keeps what it records while its test runs, as XCTest's does.
final class KeepingSink: TestIssueSink {
  let recorded = Mutex<[String]>([])

  func record(_ issue: ReportedIssue, in lifetime: TestLifetime) -> RecordedIssue? {
    lifetime.unlessEnded {
      recorded.withLock { $0.append(issue.message) }
      return RecordedIssue(failsTheTest: true)
    }
  }
}

extension TestLifetime {
  /// A lifetime named `name`, whose end the tests mark by hand.
  static func named(_ name: String, sink: any TestIssueSink = SilentSink()) -> TestLifetime {
    TestLifetime(name: name, sink: sink)
  }
}
