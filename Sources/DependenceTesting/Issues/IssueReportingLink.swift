#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif
import Dependence
import Synchronization
import Testing

/// Whether the test process lets swift-issue-reporting's reports fail tests.
///
/// `IssueReporting` finds the running test by looking up a function of its
/// `IssueReportingTestSupport` product; without it, helpers such as `expectNoDifference` only
/// print. This makes the same lookup once per process and, when `IssueReporting` is linked but
/// the lookup fails, records one issue naming the product to add. The symbol is never called.
enum IssueReportingLink {
  /// The function `IssueReporting` looks up to record an issue in the running test
  /// (`IssueReportingTestSupport._record()`), mangled as the library spells it.
  static let recordSymbol = "$s25IssueReportingTestSupport07_recordA0ypyF"

  /// The mangled name of `IssueReporting.IssueSeverity`, found through type metadata since a
  /// statically linked module exports no symbols to look up.
  static let issueReportingTypeName = "14IssueReporting0A8SeverityO"

  /// What the recorded issue says.
  static let message = """
    This test process links IssueReporting (swift-issue-reporting), which expectNoDifference, \
    assertSnapshot and other helpers report through, but not its IssueReportingTestSupport \
    product: their failures are only printed, and fail no Swift Testing test (nor an XCTest test \
    in a release build). Add \
    '.product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay")' (or \
    'package: "swift-issue-reporting"', whichever package your target already depends on) to \
    the test target's dependencies. Reported once per run.
    """

  /// Whether reports are lost: `IssueReporting` is linked but its test support is not found.
  static func losesReports(issueReportingIsLinked: Bool, testSupportIsFound: Bool) -> Bool {
    issueReportingIsLinked && !testSupportIsFound
  }

  /// Whether this process loses `IssueReporting`'s reports, checked once.
  static let isLosingReports = losesReports(
    issueReportingIsLinked: _typeByName(issueReportingTypeName) != nil,
    testSupportIsFound: findsRecordSymbol())

  private static let hasReported = Atomic(false)

  /// Records the issue in the running test, once per process, if reports are lost.
  static func checkInRunningTest() {
    guard isLosingReports, !hasReported.exchange(true, ordering: .relaxed) else { return }
    let issue = ReportedIssue(message: message, location: SourceLocation())
    if let test = Test.current {
      Issue.record(Comment(rawValue: message), sourceLocation: test.sourceLocation)
    } else if let running = XCTestRouting.runningTest,
      running.sink.record(issue, in: running) != nil
    {
      return
    } else {
      hasReported.store(false, ordering: .relaxed)  // No test is running: the next one records it.
    }
  }

  /// The message the run's exit prints, when reports were lost and no test recorded why: tests
  /// that never enter this package's toolkit (no trait, no dependency read) give it no chance to,
  /// and swift-issue-reporting then only prints, so the run would stay green. `nil` for a run
  /// that only lists its tests.
  static var unreportedLoss: String? {
    let listing = CommandLine.arguments.contains { $0.contains("list") || $0.contains("dump") }
    guard !listing, !hasReported.load(ordering: .relaxed), isLosingReports else { return nil }
    return message
  }

  /// Looks `recordSymbol` up where `IssueReporting` looks: in its shared library, else in the
  /// process. (Like the library, this may load the shared library when it is on the search path.)
  private static func findsRecordSymbol() -> Bool {
    #if os(Linux) || os(Android) || os(FreeBSD) || os(OpenBSD)
      let handle =
        dlopen("libIssueReportingTestSupport.so", RTLD_LAZY) ?? dlopen(nil, RTLD_LAZY)
    #elseif canImport(Darwin)
      let handle = dlopen(nil, RTLD_LAZY)
    #else
      // Elsewhere the check is not made: reports are taken to arrive.
      return true
    #endif
    guard let handle else { return false }
    return dlsym(handle, recordSymbol) != nil
  }
}
