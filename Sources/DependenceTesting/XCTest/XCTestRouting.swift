#if canImport(XCTest)
  import Dependence
  import Foundation
  import XCTest

  /// Sends issues to the running XCTest test, and gives each XCTest test its own default cache.
  ///
  /// An observer registered with XCTest tracks the test case that is running; XCTest runs one
  /// at a time per process.
  enum XCTestRouting {
    private struct Running: @unchecked Sendable {
      // XCTest lets any thread record a failure on the running test case.
      var testCase: XCTestCase?
      var cache: DefaultCache?
    }

    private static let running = LockedValue(Running())

    /// Records `issue` as a failure of the running XCTest test; returns `false` when none runs.
    static func record(_ issue: ReportedIssue) -> Bool {
      observeOnce
      guard let testCase = running.withLock({ Running(testCase: $0.testCase) }).testCase else {
        return false
      }
      var description = "[XCTest] \(issue.message)"
      var filePath = issue.location.filePath
      var line = issue.location.line
      if let caller = callerLocation(in: testCase.name), caller.filePath != filePath {
        description += "\n(reported at \(issue.location))"
        filePath = caller.filePath
        line = caller.line
      }
      #if canImport(Darwin)
        testCase.record(
          XCTIssue(
            type: .assertionFailure, compactDescription: description,
            sourceCodeContext: XCTSourceCodeContext(
              location: XCTSourceCodeLocation(filePath: filePath, lineNumber: line))))
      #else
        testCase.recordFailure(
          withDescription: description, inFile: filePath, atLine: line, expected: true)
      #endif
      return true
    }

    /// The innermost line on the call stack inside the test method named `testName` (or a
    /// closure in it), so that an issue reported from another file fails the test at its own
    /// line. XCTest does not say which file a test is in, so the stack is symbolicated for every
    /// issue routed to XCTest, including one reported from the test's own file.
    static func callerLocation(in testName: String) -> CallStack.Location? {
      guard let method = qualifiedMethod(of: testName) else { return nil }
      return CallStack.innermostLocation(in: method)
    }

    /// `"Class.method("`, the start of a test method's demangled symbol, from an XCTest name:
    /// `"Class.method"` on Linux, `"-[Class method]"` on Apple platforms.
    static func qualifiedMethod(of testName: String) -> String? {
      var name = Substring(testName)
      if name.hasPrefix("-["), name.hasSuffix("]") {
        name = name.dropFirst(2).dropLast()
        guard let space = name.firstIndex(of: " ") else { return nil }
        return "\(name[..<space]).\(name[name.index(after: space)...])("
      }
      guard name.contains("."), !name.contains(" ") else { return nil }
      return "\(name)("
    }

    /// The running XCTest test's default cache, or `nil` when none runs.
    static func currentCache() -> DefaultCache? {
      observeOnce
      return running.withLock { running in
        guard running.testCase != nil else { return nil }
        if let cache = running.cache { return cache }
        let cache = DefaultCache()
        running.cache = cache
        return cache
      }
    }

    fileprivate static func start(_ testCase: XCTestCase) {
      running.withLock { $0 = Running(testCase: testCase, cache: nil) }
    }

    fileprivate static func finish() {
      running.withLock { $0 = Running() }
    }

    /// Registers the observer on first use.
    private static let observeOnce: Void = {
      let register = { XCTestObservationCenter.shared.addTestObserver(Observer()) }
      if Thread.isMainThread {
        MainActor.assumeIsolated { register() }
      } else {
        DispatchQueue.main.sync { register() }
      }
    }()

    private final class Observer: NSObject, XCTestObservation {
      func testCaseWillStart(_ testCase: XCTestCase) { XCTestRouting.start(testCase) }
      func testCaseDidFinish(_ testCase: XCTestCase) { XCTestRouting.finish() }
    }
  }
#else
  import Dependence

  enum XCTestRouting {
    static func record(_ issue: ReportedIssue) -> Bool { false }
    static func currentCache() -> DefaultCache? { nil }
  }
#endif
