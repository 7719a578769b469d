import DependenceTesting
import XCTest

final class DependenceTestCaseTests: DependenceTestCase {
  override func dependencies(_ values: inout DependencyValues) {
    values.label = "class"
  }

  override func dependencies(forTest name: String, _ values: inout DependencyValues) {
    if name == "testPerTestHookLayersOnTheClassHook" { values.label = "test" }
  }

  func testClassHookSetsValuesForEveryTest() {
    XCTAssertEqual(DependencyValues.current.label, "class")
  }

  func testPerTestHookLayersOnTheClassHook() {
    XCTAssertEqual(DependencyValues.current.label, "test")
  }

  func testEachTestGetsAFreshDefaultCache() {
    XCTAssertEqual(DependencyValues.current.tally.increment(), 1)
  }

  func testEachTestGetsAFreshDefaultCacheAgain() {
    XCTAssertEqual(DependencyValues.current.tally.increment(), 1)
  }

  func testAsyncTestsInheritTheValues() async {
    async let child = DependencyValues.current.label
    let label = await child
    XCTAssertEqual(label, "class")
  }

  func testWithExpectedIssueWorksUnderXCTest() {
    withExpectedIssue("unimplemented") {
      reportIssue("ping is unimplemented")
    }
  }
}

#if !canImport(Darwin)
  final class XCTestIssueRoutingTests: FailureCapturingTestCase {

    func testReportIssueFailsTheTestAtTheReportingLine() {
      let line = #line + 1
      reportIssue("ping is unimplemented")
      XCTAssertEqual(failures.map(\.description), ["[XCTest] ping is unimplemented"])
      XCTAssertEqual(failures.map(\.line), [line])
      XCTAssertEqual(failures.map(\.file), ["\(#filePath)"])
    }

    /// XCTest has no warnings: the message goes to standard error, and the test passes.
    func testAWarningFailsNothing() {
      reportIssue("slow response", severity: .warning)
      XCTAssertEqual(failures.map(\.description), [])
    }

    func testAnIssueFromAnotherFileFailsTheTestWhereItWasReported() {
      let pinger = Pinger.unimplementedPing
      withDependencies {
        $0.label = "scoped"
      } operation: {
        pinger.ping()
      }
      XCTAssertEqual(failures.count, 1)
      XCTAssertEqual(failures.first?.line, 10)
      XCTAssert(failures.first?.file.hasSuffix("TestingFixturesReporter.swift") == true)
      let description = failures.first?.description ?? ""
      XCTAssert(description.hasPrefix("[XCTest] "), description)
      XCTAssert(description.contains("Pinger.ping"), description)
    }

    func testAnIssueFromAnotherFileFailsAnAsyncTestAfterASuspension() async {
      await reportFromAnotherFileAfterASuspension("from elsewhere")
      XCTAssertEqual(failures.map(\.description), ["[XCTest] from elsewhere"])
      XCTAssertEqual(failures.map(\.line), [5])
    }

    func testAnIssueFromADetachedTaskFailsTheRunningTest() async {
      await Task.detached { reportIssue("from a detached task") }.value
      // Work that carries no test may name earlier tests as its possible sources too.
      XCTAssertEqual(failures.map(\.description.firstLine), ["[XCTest] from a detached task"])
    }

    func testReportIssueFromAnotherThreadFailsTheRunningTest() {
      let done = expectation(description: "reported")
      Thread.detachNewThread {
        reportIssue("from another thread")
        done.fulfill()
      }
      wait(for: [done], timeout: 5)
      XCTAssertEqual(failures.map(\.description.firstLine), ["[XCTest] from another thread"])
    }
  }

  extension String {
    /// The text up to its first line break.
    fileprivate var firstLine: String { String(prefix { $0 != "\n" }) }
  }

  private func reportFromAnotherFileAfterASuspension(_ message: String) async {
    await Task.yield()
    reportFromAnotherFile(message)
  }

  /// An XCTest test without the base class still gets routing and its own cache.
  final class PlainXCTestRoutingTests: XCTestCase {
    private var failures: [String] = []

    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      guard isRecordedByThePackage(description) else {
        return super.recordFailure(
          withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      }
      failures.append(description)
    }

    func testReportIssueFailsAPlainXCTestCase() {
      reportIssue("plain")
      XCTAssertEqual(failures.map(\.firstLine), ["[XCTest] plain"])
    }

    func testAPlainXCTestCaseGetsItsOwnCache() {
      XCTAssertEqual(DependencyValues.current.tally.increment(), 1)
    }

    func testAPlainXCTestCaseGetsItsOwnCacheAgain() {
      XCTAssertEqual(DependencyValues.current.tally.increment(), 1)
    }
  }
#endif
