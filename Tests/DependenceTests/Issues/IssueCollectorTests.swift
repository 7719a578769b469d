import Testing

@testable import Dependence

/// A collector takes what its intake says: everything, or what its body reports while it runs
/// and can expect.
@Suite struct IssueCollectorTests {
  private let issue = ReportedIssue(message: "x", location: SourceLocation())

  @Test func takesEverythingByDefault() {
    let collector = IssueCollector()
    collector.close()
    #expect(collector.take(issue))
    #expect(
      collector.take(
        ReportedIssue(message: "hang", location: SourceLocation(), isExpectable: false)))
  }

  @Test func anExpectationTakesOnlyWhileOpenAndNeverAHang() {
    let collector = IssueCollector(intake: .expectedWhileOpen)
    #expect(collector.take(issue))
    #expect(
      !collector.take(
        ReportedIssue(message: "hang", location: SourceLocation(), isExpectable: false)))
    collector.close()
    #expect(!collector.take(issue))
    #expect(collector.collected.map(\.message) == ["x"])
  }

  /// A warning fails nothing, so nothing can expect it.
  @Test func anExpectationTakesNoWarning() {
    let collector = IssueCollector(intake: .expectedWhileOpen)
    #expect(
      !collector.take(ReportedIssue(message: "w", location: SourceLocation(), severity: .warning)))
    #expect(collector.take(issue))
  }
}
