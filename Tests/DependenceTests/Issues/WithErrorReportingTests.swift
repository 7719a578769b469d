import Dependence
import Testing

/// swift-issue-reporting's `withErrorReporting`, which swift-dependencies re-exported.
@Suite struct WithErrorReportingTests {
  private struct Broken: Error {}

  @Test func anErrorIsReportedAtTheCallerAndNilReturned() {
    let line = #line + 2
    let (value, issues) = collectIssues {
      withErrorReporting("Decoding") { () throws -> Int in throw Broken() }
    }
    #expect(value == nil)
    #expect(issues.map(\.message) == ["Decoding: Caught error: Broken()"])
    #expect(issues.first?.location.line == line)
  }

  @Test func aValueIsReturnedAndNothingReported() {
    let (value, issues) = collectIssues { withErrorReporting { 42 } }
    #expect(value == 42)
    #expect(issues.isEmpty)
  }

  @Test func anOptionalBodyIsFlattened() {
    let (value, _) = collectIssues { withErrorReporting { () throws -> Int? in nil } }
    #expect(value == nil)
  }

  @Test func anAsyncBodyAndACancellation() async {
    let (value, issues) = await collectIssues {
      await withErrorReporting { () async throws -> Int in throw CancellationError() }
    }
    #expect(value == nil)
    #expect(issues.isEmpty, "a cancellation is not reported")
    let (_, reported) = await collectIssues {
      await withErrorReporting { () async throws -> Int in throw Broken() }
    }
    #expect(reported.map(\.message) == ["Caught error: Broken()"])
  }

  /// A body that returns nothing, with a message and without, as swift-issue-reporting's tests
  /// write it: the statement needs no `_ =`.
  @Test func aVoidBodyWithAndWithoutAMessage() {
    let (_, issues) = collectIssues {
      withErrorReporting { throw Broken() }
      withErrorReporting("Failed") { throw Broken() }
    }
    #expect(issues.map(\.message) == ["Caught error: Broken()", "Failed: Caught error: Broken()"])
  }
}
