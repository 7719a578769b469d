// Shape seen in: a test that installs its own `IssueReporter` with `withIssueReporters` to see
// what a library reports, reached through `import Dependencies`
import Dependencies
import Shape42OverlayReports
import Testing

final class RecordingReporter: IssueReporter, Sendable {
  let messages = LockIsolated<[String]>([])

  func reportIssue(
    _ message: @autoclosure () -> String?, fileID: StaticString, filePath: StaticString,
    line: UInt, column: UInt
  ) {
    let text = message() ?? ""
    messages.withValue { $0.append(text) }
  }
}

@Suite struct InventoryReportsTests {
  @Test func theAppsReporterSeesTheIssue() {
    let recording = RecordingReporter()
    withIssueReporters([recording]) {
      #expect(Inventory().items(limit: 0) == [])
    }
    #expect(recording.messages.value == ["limit must be positive"])
  }

  @Test func anErrorIsReportedToTheAppsReporter() {
    let recording = RecordingReporter()
    withIssueReporters([recording]) {
      #expect(Inventory().count(of: "x") == 0)
    }
    #expect(recording.messages.value.count == 1)
  }
}
