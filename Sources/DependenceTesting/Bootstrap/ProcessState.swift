import Foundation
import Testing

/// The testing toolkit's process-wide state; everything else belongs to one test, except
/// Dispatch's threads, ``TestingHooks``, `XCTestRouting` and ``IssueReportingLink``.
enum ProcessState {
  /// The thread that checks test clocks for hangs, started by the first check.
  static let hangWatch = HangWatch()

  /// The default scopes of Swift Testing tests without a trait, by test. Never freed: Swift
  /// Testing tells nothing outside a trait when a test ends.
  static let traitlessTestScopes = TestScopeRegistry<Test.ID>()
}
