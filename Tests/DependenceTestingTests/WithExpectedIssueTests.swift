import DependenceTesting
import Testing

@Suite struct WithExpectedIssueTests {
  @Test func passesWhenTheBodyReports() {
    let value = withExpectedIssue {
      reportIssue("expected")
      return 7
    }
    #expect(value == 7)
  }

  @Test func passesWhenAMessageContainsTheExpectedText() async {
    await withExpectedIssue("endpoint") {
      await Task.yield()
      reportIssue("the endpoint is unimplemented")
    }
  }

  @Test func failsAtTheCallersLineWhenTheBodyReportsNothing() {
    let line = #line + 2
    withKnownIssue {
      withExpectedIssue {}
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["Expected an issue to be reported, but none was."]
        && issue.sourceLocation?.line == line
    }
  }

  @Test func failsWhenNoMessageMatchesAndListsWhatWasReported() {
    withKnownIssue {
      withExpectedIssue("fetch") { reportIssue("something else") }
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "Expected an issue mentioning \"fetch\", but the issues reported were:\n  - something else"
      ]
    }
  }

  @Test func anIntermittentBodyMayReportNothing() async {
    withExpectedIssue(isIntermittent: true) {}
    await withExpectedIssue("endpoint", isIntermittent: true) { await Task.yield() }
    withExpectedIssue(isIntermittent: true) { reportIssue("this run it did") }
  }

  @Test func anIntermittentBodyStillFailsOnAnIssueThatDoesNotMatch() {
    withKnownIssue {
      withExpectedIssue("fetch", isIntermittent: true) { reportIssue("something else") }
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "Expected an issue mentioning \"fetch\", but the issues reported were:\n  - something else"
      ]
    }
  }

  @Test func rethrowsTheBodysError() {
    struct Failure: Error {}
    #expect(throws: Failure.self) {
      try withExpectedIssue {
        reportIssue("before throwing")
        throw Failure()
      }
    }
  }
}
