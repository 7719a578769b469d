import Dependence
import Testing

/// Where an issue goes in a test process: into the test whose work raised it while that test
/// runs; as a late issue when the test has ended; and, for work that carries no test, into the
/// running XCTest test with its possible sources named, or else into the run's verdict. It never
/// reaches a test that is stopping, and never blames the running test for another's work.
enum IssueRouting {
  /// Routes `issue`; returns `false` outside a test process, where it is a runtime warning.
  static func record(_ issue: ReportedIssue) -> Bool {
    // An exit test's child process runs no test: the exit test checks what it prints.
    guard ProcessProbe.isTestProcess, ExitTest.current == nil else { return false }
    // A warning fails nothing: it is shown in the running Swift Testing test, or on standard
    // error, naming the ended test whose work raised it.
    if issue.severity == .warning {
      if let test = TestLifetime.current, test.hasEnded {
        LateWork.reportWarning(issue, of: test)
      } else {
        reportWarning(issue.message, at: issue.location)
      }
      return true
    }
    // A repeat about a dependency's value is the test's, and dropped.
    guard let routed = ValueIssue.routed(issue) else { return true }
    if let test = TestLifetime.current {
      if let recorded = test.sink.record(routed.issue, in: test) {
        if !recorded.failsTheTest { routed.unsay() }
        return true
      }
      if test.hasEnded {
        LateWork.report(routed.issue, of: test)
      } else {
        reportOutsideItsTest(routed.issue, of: test)
      }
      return true
    }
    if let test = Test.current, Test.Case.current == nil {
      reportWhilePreparing(atItsRead(routed.issue), test)
      return true
    }
    reportWithNoTest(atItsRead(routed.issue))
    return true
  }

  /// `issue`, at the `@Dependency` whose read raised it when the package itself made it: where
  /// no test's read log can say, the read being made does.
  private static func atItsRead(_ issue: ReportedIssue) -> ReportedIssue {
    guard issue.location.fileID.hasPrefix("Dependence/"), let site = ReadSite.current else {
      return issue
    }
    var located = issue
    located.location = site.location
    return located
  }

  /// Reports an issue of a running test's work that cannot be recorded in it from where it was
  /// raised (a task that carries the test's values but not Swift Testing's current test).
  private static func reportOutsideItsTest(_ issue: ReportedIssue, of test: TestLifetime) {
    printToStandardError(
      """
      \(issue.location): error: \(issue.message)
      (Raised by work of \(test.name) while it ran, from a task Swift Testing does not count as \
      that test's — 'Task.detached', a Dispatch queue, a callback — so it could fail no test: it \
      fails the run. Keep the work in the test's own tasks, or await it there.)
      """)
    RunVerdict.noteFailure("\(issue.location): issue of \(test.name) raised outside it")
  }

  /// Reports an issue raised while Swift Testing prepared `test` — evaluating its `arguments:`,
  /// say — when no case of it runs yet to record it.
  private static func reportWhilePreparing(_ issue: ReportedIssue, _ test: Test) {
    let name = SwiftTestingRouting.describe(test)
    printToStandardError(
      """
      \(issue.location): error: \(issue.message)
      (Raised while Swift Testing prepared \(name) — evaluating its arguments or its traits — \
      before any of its cases ran, so it could fail no test: it fails the run.)
      """)
    RunVerdict.noteFailure("\(issue.location): issue raised while preparing \(name)")
  }

  /// Reports an issue of work that carries no test: in the running XCTest test, naming it as
  /// only one possible source, or else in the run's verdict.
  private static func reportWithNoTest(_ issue: ReportedIssue) {
    if let running = XCTestRouting.runningTest {
      var named = issue
      let others =
        ProcessState.recentTests.possibleSources(excluding: running)
        .map { ". Other possible sources: \($0)" } ?? ""
      named.message += """
        \n(This issue came from work that carries no test — a plain XCTestCase's, or a Dispatch \
        queue, a Thread, a Timer, Task.detached — so which test's work raised it is not known: \
        it is recorded in the test running now\(others). Use DependenceTestCase, and start work \
        from the test's own tasks, to have each issue named with the test whose work raised it.)
        """
      if running.sink.record(named, in: running) != nil { return }
    }
    let sources = ProcessState.recentTests.possibleSources().map { " Tests then: \($0)." } ?? ""
    printToStandardError(
      """
      \(issue.location): error: \(issue.message)
      (Raised by work that carries no test — 'Task.detached', a Dispatch queue, a Thread, a \
      Timer, a class setUp or tearDown — so which test's work raised it is not known, and it \
      could fail no test: it fails the run.\(sources) Start the work from the test's own tasks, \
      and await it there.)
      """)
    RunVerdict.noteFailure("\(issue.location): issue raised outside any test")
  }
}
