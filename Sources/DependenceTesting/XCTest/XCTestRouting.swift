#if canImport(XCTest)
  import Dependence
  import Foundation
  import XCTest

  /// Gives each XCTest test its lifetime and default scope, and records issues in it only while
  /// XCTest lets it: an observer sees every test start and end (XCTest runs one at a time).
  ///
  /// A failure recorded in a test XCTest has stopped crashes the process, and XCTest stops a test
  /// before it tells observers, so the end that matters is marked earlier, by the test's entry:
  /// `DependenceTestCase` when `invokeTest` returns, and for a plain `XCTestCase` a teardown block
  /// the observer adds as the test starts, which XCTest runs before it stops the test.
  enum XCTestRouting {
    private struct Running {
      let testCase: ObjectIdentifier
      let lifetime: TestLifetime
      let scope: DefaultScope
    }

    private struct State {
      var isObserving = false
      var running: Running?
    }

    private static let state = LockedValue(State())

    /// The XCTest test running now, if the observer saw it start.
    static var runningTest: TestLifetime? { state.withLock { $0.running?.lifetime } }

    /// The running XCTest test's default scope, or `nil` when none runs.
    static func currentScope() -> DefaultScope? { state.withLock { $0.running?.scope } }

    /// The lifetime of `testCase`: the one the observer made as it started, or a new one.
    static func lifetime(of testCase: XCTestCase) -> TestLifetime {
      let id = ObjectIdentifier(testCase)
      if let running = state.withLock({ $0.running }), running.testCase == id {
        return running.lifetime
      }
      return makeLifetime(of: testCase)
    }

    private static func makeLifetime(of testCase: XCTestCase) -> TestLifetime {
      TestLifetime(name: "'\(testCase.name)'", sink: Sink(testCase: testCase))
    }

    /// Records in an XCTest test case only while XCTest runs it.
    struct Sink: TestIssueSink, @unchecked Sendable {
      // XCTest lets any thread record a failure in a test case, while it runs.
      let testCase: XCTestCase

      func record(_ issue: ReportedIssue, in lifetime: TestLifetime) -> RecordedIssue? {
        if Thread.isMainThread {
          // XCTest starts and stops tests on the main thread: no stop comes between these lines.
          guard let run = testCase.testRun, run.startDate != nil, run.stopDate == nil else {
            return nil
          }
          fail(testCase, with: issue)
          return RecordedIssue(failsTheTest: true)
        }
        // Elsewhere, hold the lock the test's end takes, which comes before XCTest stops it.
        return lifetime.unlessEnded {
          fail(testCase, with: issue)
          return RecordedIssue(failsTheTest: true)
        }
      }
    }

    static func fail(_ testCase: XCTestCase, with issue: ReportedIssue) {
      let description = "[XCTest] \(issue.message)"
      #if canImport(Darwin)
        testCase.record(
          XCTIssue(
            type: .assertionFailure, compactDescription: description,
            sourceCodeContext: XCTSourceCodeContext(
              location: XCTSourceCodeLocation(
                filePath: issue.location.filePath, lineNumber: issue.location.line))))
      #else
        testCase.recordFailure(
          withDescription: description, inFile: issue.location.filePath,
          atLine: issue.location.line, expected: true)
      #endif
    }

    /// Registers the observer with XCTest, once, on the main thread.
    /// - Parameter atLoad: Whether the test binary is loading, so that no test can have started.
    static func observe(atLoad: Bool) {
      let register: @Sendable () -> Void = {
        let isNew = state.withLock { state in
          defer { state.isObserving = true }
          return !state.isObserving
        }
        guard isNew else { return }
        MainActor.assumeIsolated {
          XCTestObservationCenter.shared.addTestObserver(Observer())
        }
      }
      if Thread.isMainThread { register() } else { DispatchQueue.main.async(execute: register) }
    }

    fileprivate static func start(_ testCase: XCTestCase) {
      let lifetime = makeLifetime(of: testCase)
      let scope = DefaultScope(accesses: AccessLog(), test: lifetime)
      state.withLock {
        $0.running = Running(testCase: ObjectIdentifier(testCase), lifetime: lifetime, scope: scope)
      }
      // `DependenceTestCase` ends its tests itself, after its `tearDown`.
      if !(testCase is DependenceTestCase) {
        testCase.addTeardownBlock { lifetime.end() }
      }
      IssueReportingLink.checkInRunningTest()
    }

    fileprivate static func finish(_ testCase: XCTestCase) {
      let running = state.withLock { state in
        defer { state.running = nil }
        return state.running
      }
      running?.lifetime.end()
    }

    private final class Observer: NSObject, XCTestObservation {
      func testCaseWillStart(_ testCase: XCTestCase) { XCTestRouting.start(testCase) }
      func testCaseDidFinish(_ testCase: XCTestCase) { XCTestRouting.finish(testCase) }
      func testBundleDidFinish(_ testBundle: Bundle) {
        // While the main actor can still run it, let work the tests left end (or report).
        _ = RunVerdict.waitOnceForOutlivingWork()
      }
    }
  }
#else
  import Dependence

  enum XCTestRouting {
    static var runningTest: TestLifetime? { nil }
    static func currentScope() -> DefaultScope? { nil }
    static func observe(atLoad: Bool) {}
  }
#endif
