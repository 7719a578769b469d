import Dependence
import Testing

/// swift-issue-reporting's `withIssueContext`, which swift-dependencies re-exported: the issues
/// of its operation are reported at the location it names, as a test helper's are at its
/// caller's line.
@Suite struct WithIssueContextTests {
  struct Offline: Error {}

  @Test func issuesOfTheOperationAreReportedAtItsLocation() {
    let helper: @Sendable () -> Void = unimplemented("Client.ping")
    let (_, issues) = collectIssues {
      withIssueContext(
        fileID: "App/Helper.swift", filePath: "/App/Helper.swift", line: 7, column: 3
      ) {
        reportIssue("not sorted")
        reportIssue(Offline(), severity: .warning)
        withErrorReporting { throw Offline() }
        helper()
      }
    }
    #expect(issues.count == 4)
    #expect(
      issues.map(\.location.description) == Array(repeating: "App/Helper.swift:7:3", count: 4))
    #expect(issues.first?.location.filePath == "/App/Helper.swift")
  }

  @Test func theInnermostContextWinsAndNoneOutlivesItsOperation() async {
    let line = #line + 9
    let (_, issues) = await collectIssues {
      await withIssueContext(fileID: "A/A.swift", filePath: "/A/A.swift", line: 1, column: 1) {
        await Task.yield()
        withIssueContext(fileID: "B/B.swift", filePath: "/B/B.swift", line: 2, column: 2) {
          reportIssue("inner")
        }
        reportIssue("outer")
      }
      reportIssue("none")
    }
    #expect(
      issues.map(\.location.description) == [
        "B/B.swift:2:2", "A/A.swift:1:1", "\(#fileID):\(line):18",
      ])
  }
}
