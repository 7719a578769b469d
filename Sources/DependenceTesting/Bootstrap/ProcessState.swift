import Foundation
import Testing

/// The testing toolkit's process-wide state, in one place. Each piece lives as long as the test
/// process; everything else belongs to one test and ends with it.
///
/// Elsewhere, and also for the process's life: Dispatch's threads, which test executors borrow
/// (``TestExecutor``), the hooks the runtime reports through
/// (``TestingHooks``), the XCTest test case an observer saw start (`XCTestRouting`), and whether
/// swift-issue-reporting's reports can fail tests (``IssueReportingLink``), checked once.
enum ProcessState {
  /// The thread that checks test clocks for hangs, started by the first check.
  static let hangWatch = HangWatch()

  /// The default scopes of Swift Testing tests without a trait, by test. Never freed: Swift
  /// Testing tells nothing outside a trait when a test ends.
  static let traitlessTestScopes = TestScopeRegistry<Test.ID>()
}
