import Dependencies
import Shape38ReexportedIssueReporters
import Testing

@Suite struct RefundAuditorTests {
  @Test func theAppsReporterSeesEveryIssue() {
    let reporter = AuditReporter()
    withIssueReporters([reporter]) {
      auditRefunds([20, 250, 101])
    }
    #expect(reporter.messages == ["refund over the limit: 250", "refund over the limit: 101"])
  }

  @Test func knowsItRunsUnderATest() {
    #expect(auditRunsUnderATest)
  }
}
