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
    #expect(reporter.warnings == 0)
  }

  @Test func anEmptyAuditIsAWarning() {
    let reporter = AuditReporter()
    withIssueReporters([reporter]) {
      auditRefunds([])
    }
    #expect(reporter.messages == ["nothing to audit"])
    #expect(reporter.warnings == 1)
  }

  @Test func knowsItRunsUnderATest() {
    #expect(auditRunsUnderATest)
  }
}
