// Shape seen in: the tests of a core module that re-exports swift-dependencies (trial E's, and
// issue 56's probe of the same kind) — a test file that imports only that module and Testing,
// and expects an unimplemented endpoint's issue with swift-issue-reporting's `withExpectedIssue`,
// reached through the re-export (after the move the re-export carries `Dependence`, and the test
// needs `import DependenceTesting`)
import Shape04ExportedImport
import Testing

@Suite struct SessionCheckTests {
  @Test func anUnimplementedCheckIsAnIssue() {
    withExpectedIssue {
      _ = SessionChecks.testValue.verify("token")
    }
  }

  @Test func theCheckTheTestGivesIsCalled() {
    let checks = SessionChecks(verify: { $0 == "token" })
    #expect(checks.verify("token"))
  }
}
