import Dependencies
import IssueReporting
import Shape36OwnIssueReporter
import Testing

@Suite struct LinterTests {
  @Test func theOwnReporterCollectsEveryIssue() {
    let reporter = CollectingReporter()
    withIssueReporters([reporter]) {
      lint([1, -2, 0])
    }
    #expect(reporter.messages == ["error: negative: -2", "warning: zero"])
  }

  @Test func aHelperReportsAtItsCaller() {
    expectEven(4)
  }

  /// A Swift Testing helper that reports at its caller, in a file that imports
  /// swift-dependencies: `SourceLocation` is Swift Testing's.
  private func expectEven(_ value: Int, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(value.isMultiple(of: 2), sourceLocation: sourceLocation)
  }
}
