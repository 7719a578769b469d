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
/// `IssueReporting` (swift-issue-reporting, also published as xctest-dynamic-overlay) is what
/// swift-custom-dump's `expectNoDifference`, swift-snapshot-testing and many other helpers report
/// through. It finds the running test with a dynamic lookup of a function in its
/// `IssueReportingTestSupport` product; when the lookup fails, it prints a line and the test
/// passes — in Swift Testing, and in XCTest in release builds (a debug build of the library finds
/// `XCTFail` on its own). swift-dependencies' test support linked that product for its users;
/// this package has no dependencies and cannot, and a module of this package cannot stand in for
/// another's symbol. So a test target moved over keeps its helpers and silently loses their
/// failures.
///
/// This check makes the same lookup the library makes, once per process. When `IssueReporting` is
/// in the process and the lookup fails, the first test that reaches the check — any XCTest test,
/// a Swift Testing test with a `DependenceTesting` trait, or one that reads a dependency —
/// records one issue naming the product to add, so the run cannot pass while the hole exists.
/// Nothing found is called: the check only tests whether the symbol exists.
enum IssueReportingLink {
  /// The function `IssueReporting` looks up to record an issue in the running test
  /// (`IssueReportingTestSupport._record()`), mangled as the library spells it.
  static let recordSymbol = "$s25IssueReportingTestSupport07_recordA0ypyF"

  /// The mangled name of `IssueReporting.IssueSeverity`: a type every version of the library
  /// with a test-support lookup declares, found through the runtime's type metadata, since a
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

  /// Whether reports are lost, given whether `IssueReporting` is in the process and whether its
  /// test-support function can be found.
  static func losesReports(issueReportingIsLinked: Bool, testSupportIsFound: Bool) -> Bool {
    issueReportingIsLinked && !testSupportIsFound
  }

  /// Whether this process loses `IssueReporting`'s reports, checked once.
  static let isLosingReports = losesReports(
    issueReportingIsLinked: _typeByName(issueReportingTypeName) != nil,
    testSupportIsFound: findsRecordSymbol())

  private static let hasReported = Atomic(false)

  /// Records the issue in the running test if this process loses `IssueReporting`'s reports and
  /// no test recorded it yet.
  static func checkInRunningTest() {
    guard isLosingReports, !hasReported.exchange(true, ordering: .relaxed) else { return }
    if let test = Test.current {
      Issue.record(Comment(rawValue: message), sourceLocation: test.sourceLocation)
    } else if !XCTestRouting.record(ReportedIssue(message: message, location: SourceLocation())) {
      hasReported.store(false, ordering: .relaxed)  // No test is running: the next one records it.
    }
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
