import Testing

@testable import DependenceTesting

@Suite struct AccessLogTests {
  @Test func recordsTheFirstIssueAboutEachValueAndCountsTheRest() {
    let log = AccessLog()
    var recorded = 0
    for name in ["\\.uuid", "\\.date", "\\.uuid", "\\.uuid"] {
      if case .record = log.issue(about: name) { recorded += 1 }
    }
    #expect(recorded == 2)
    #expect(
      log.repeatedValueIssues == [
        "@Dependency(\\.uuid) raised the same issue 3 times in this test; it was recorded once, at its first use."
      ])
  }
}
