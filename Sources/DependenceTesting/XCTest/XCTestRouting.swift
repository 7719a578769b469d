#if canImport(XCTest)
  import Dependence
  import Foundation
  import XCTest

  /// Sends issues to the running XCTest test, and gives each XCTest test its own default scope.
  ///
  /// A `DependenceTestCase` test's scope carries its test case; for a plain `XCTestCase`, an
  /// observer tracks the running test (XCTest runs one at a time per process).
  enum XCTestRouting {
    /// The test case a `DependenceTestCase` test's scope belongs to.
    struct Owner: @unchecked Sendable {
      // XCTest lets any thread record a failure on the running test case.
      let testCase: XCTestCase
    }

    private enum Observed {
      /// The observer is not registered (yet).
      case notObserving
      /// Registered after tests may have started, with no start or finish seen since.
      case unknown(DefaultScope?)
      /// No XCTest test is running.
      case idle
      /// `testCase` is running, with `scope` as its default scope.
      case running(XCTestCase, DefaultScope)
    }

    private struct State: @unchecked Sendable {
      // The test case is only used to record failures, which XCTest allows from any thread.
      var observed = Observed.notObserving
    }

    private static let state = LockedValue(State())

    /// Records `issue` as a failure of the running XCTest test; returns `false` when none runs.
    static func record(_ issue: ReportedIssue) -> Bool {
      if let owner = DefaultScope.bound?.owner as? Owner {
        fail(owner.testCase, with: issue)
        return true
      }
      switch state.withLock({ $0.observed }) {
      case .running(let testCase, _):
        fail(testCase, with: issue)
        return true
      case .idle:
        return false
      case .unknown, .notObserving:
        // XCTest knows its running test even when the observer does not (yet): let it decide.
        guard isXCTestRun else { return false }
        XCTFail("[XCTest] \(issue.location): \(issue.message)")
        return true
      }
    }

    /// The running XCTest test's default scope, or `nil` when none runs.
    static func currentScope() -> DefaultScope? {
      state.withLock { state in
        switch state.observed {
        case .running(_, let scope):
          return scope
        case .unknown(let scope?):
          return scope
        case .unknown(nil):
          guard isXCTestRun else { return nil }
          let scope = DefaultScope(accesses: AccessLog())
          state.observed = .unknown(scope)
          return scope
        case .idle, .notObserving:
          return nil
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

    /// Whether this process runs XCTest tests, not only Swift Testing ones (`--testing-library`).
    private static let isXCTestRun: Bool = {
      let arguments = CommandLine.arguments
      guard let index = arguments.firstIndex(of: "--testing-library") else { return true }
      return arguments.dropFirst(index + 1).first != "swift-testing"
    }()

    /// Registers the observer with XCTest, once, on the main thread.
    /// - Parameter atLoad: Whether the test binary is loading, so that no test can have started.
    static func observe(atLoad: Bool) {
      let register: @Sendable () -> Void = {
        let isNew = state.withLock { state in
          guard case .notObserving = state.observed else { return false }
          state.observed = atLoad ? .idle : .unknown(nil)
          return true
        }
        guard isNew else { return }
        MainActor.assumeIsolated {
          XCTestObservationCenter.shared.addTestObserver(Observer())
        }
      }
      if Thread.isMainThread { register() } else { DispatchQueue.main.async(execute: register) }
    }

    fileprivate static func start(_ testCase: XCTestCase) {
      let scope = DefaultScope(accesses: AccessLog())
      state.withLock { $0.observed = .running(testCase, scope) }
      IssueReportingLink.checkInRunningTest()
    }

    fileprivate static func finish() {
      state.withLock { $0.observed = .idle }
    }

    private final class Observer: NSObject, XCTestObservation {
      func testCaseWillStart(_ testCase: XCTestCase) { XCTestRouting.start(testCase) }
      func testCaseDidFinish(_ testCase: XCTestCase) { XCTestRouting.finish() }
    }
  }
#else
  import Dependence

  enum XCTestRouting {
    static func record(_ issue: ReportedIssue) -> Bool { false }
    static func currentScope() -> DefaultScope? { nil }
    static func observe(atLoad: Bool) {}
  }
#endif
