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

  @Test func aPassingLiveCheckReturns() {
    freshValues(.live).assert(true)
    freshValues(.live).precondition(true, "never shown")
  }
}

private func messageThatMustNotBeBuilt() -> String {
  Issue.record("A check whose condition held built its message")
  return ""
}
