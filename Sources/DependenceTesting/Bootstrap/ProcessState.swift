import Foundation
import Testing

/// The testing toolkit's process-wide state, in one place. Each piece lives as long as the test
/// process; everything else belongs to one test and ends with it.
///
/// Elsewhere, and also for the process's life: the hooks the runtime reports through
/// (``TestingHooks``), the XCTest test case an observer saw start (`XCTestRouting`), and whether
/// swift-issue-reporting's reports can fail tests (``IssueReportingLink``), checked once.
enum ProcessState {
  /// The threads test executors borrow: at most max(8, 2 × cores) until a stall (every thread
  /// blocked by a test) adds one. Threads never exit.
  static let executorThreads = ExecutorThreads(
    limit: max(8, 2 * ProcessInfo.processInfo.activeProcessorCount),
    stallTimeout: TestRun.defaultHangTimeout / 5)

  /// The thread that checks test clocks for hangs and the executor threads' line for stalls,
  /// started by the first check.
  static let hangWatch = HangWatch()

  /// When the process kept work waiting for a thread, which the hang watch does not count:
  /// measured while clocks are watched.
  static let starvation = StarvationMeter(
    hangWatch: hangWatch, targets: [.mainActor, .globalExecutor, .executorThreads(executorThreads)])

  /// The tests running now and those that ended last, which an issue no test's work is known to
  /// have raised names; and those whose work still ran as they ended, which the run's end waits
  /// for.
  static let recentTests = RecentTests()

  /// The default scopes of Swift Testing tests without a trait, by test. Never freed: Swift
  /// Testing tells nothing outside a trait when a test ends.
  static let traitlessTestScopes = TestScopeRegistry<Test.ID>()
}
