import Dependence
import Foundation
import Testing

@Suite struct AssertTests {
  @Test func aFailedAssertInATestReportsItsMessageAtTheCall() {
    let assert = freshValues().assert
    let line = #line + 1
    let (_, issues) = collectIssues { assert(1 + 1 == 3, "arithmetic broke") }
    #expect(issues.map(\.message) == ["Assertion failed: arithmetic broke"])
    #expect(issues.map(\.location.line) == [line])
    #expect(issues.map(\.location.fileID) == ["\(#fileID)"])
  }

  @Test func aPassingCheckReportsNothingAndNeverBuildsItsMessage() {
    let assert = freshValues().assert
    let precondition = freshValues().precondition
    let (_, issues) = collectIssues {
      assert(true, messageThatMustNotBeBuilt())
      precondition(true, messageThatMustNotBeBuilt())
    }
    #expect(issues.isEmpty)
  }

  @Test func aFailedPreconditionInATestReportsAndExecutionGoesOn() {
    let precondition = freshValues().precondition
    let (reachedTheEnd, issues) = collectIssues {
      precondition(false, "index out of range")
      return true
    }
    #expect(reachedTheEnd)
    #expect(issues.map(\.message) == ["Precondition failed: index out of range"])
  }

  @Test func assertionFailureReportsWithOrWithoutAMessage() {
    let assertionFailure = freshValues().assertionFailure
    let (_, issues) = collectIssues {
      assertionFailure("unreachable")
      assertionFailure()
    }
    #expect(issues.map(\.message) == ["Assertion failed: unreachable", "Assertion failed"])
  }

  @Test func aFailedLivePreconditionStopsTheProcessWithItsMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      freshValues(.live).precondition(false, "live values must not be empty")
    }
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(output.contains("live values must not be empty"))
  }

  /// A conformance of the app's own implements the named requirements; the calls reach them
  /// with the caller's location.
  @Test func aConformanceOfItsOwnIsCalledWithTheCallersLocation() {
    let log = Log()
    let assert: any AssertionEffect = LoggingAssert(log: log)
    let assertionFailure: any AssertionFailureEffect = LoggingFailure(log: log)
    let line = #line + 1
    assert(1 > 2, "order")
    assertionFailure("gone")
    #expect(
      log.lines == ["AssertTests.swift:\(line): order", "AssertTests.swift:\(line + 1): gone"])
  }

  @Test func aPassingLiveCheckReturns() {
    freshValues(.live).assert(true)
    freshValues(.live).precondition(true, "never shown")
  }
}

private func messageThatMustNotBeBuilt() -> String {
  Issue.record("A check whose condition held built its message")
  return ""
}

private final class Log: @unchecked Sendable {  // Test-only: written from one thread.
  var lines: [String] = []
}

private struct LoggingAssert: AssertionEffect {
  let log: Log

  func check(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    if !condition() {
      log.lines.append("\(fileID)".split(separator: "/").last! + ":\(line): \(message())")
    }
  }
}

private struct LoggingFailure: AssertionFailureEffect {
  let log: Log

  func fail(
    _ message: @autoclosure () -> String,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    log.lines.append("\(fileID)".split(separator: "/").last! + ":\(line): \(message())")
  }
}
