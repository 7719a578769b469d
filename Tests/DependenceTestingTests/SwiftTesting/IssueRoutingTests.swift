import DependenceTesting
import Testing

/// These tests use no DependenceTesting API: routing is installed when the library loads.
@Suite struct IssueRoutingTests {
  @Test func reportIssueFailsTheRunningTestAtTheCallersLine() {
    let line = #line + 2
    withKnownIssue {
      reportIssue("routed")
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["routed"] && issue.sourceLocation?.line == line
        && issue.sourceLocation?.fileID == #fileID
    }
  }

  @Test func reportFromAnotherFileIsRecordedAtTheTest() throws {
    let test = try #require(Test.current)
    withKnownIssue {
      reportFromAnotherFile("from elsewhere")
    } matching: { issue in
      let comment = issue.comments.map(\.rawValue).joined()
      return comment.hasPrefix("from elsewhere\n(reported at DependenceTestingTests/")
        && issue.sourceLocation == test.sourceLocation
    }
  }

  @Test func reportIssueInAChildTaskIsRoutedToo() async {
    await withKnownIssue {
      await withTaskGroup(of: Void.self) { group in
        group.addTask { reportIssue("from a child task") }
      }
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["from a child task"]
    }
  }

  @Test func liveValueInATestIsReportedAndNamesTheKey() {
    withKnownIssue {
      #expect(DependencyValues.current[LiveOnlyKey.self] == "live")
    } matching: { issue in
      let comment = issue.comments.map(\.rawValue).joined()
      return comment.contains("'LiveOnlyKey'") && comment.contains("static let testValue")
    }
  }
}

enum LiveOnlyKey: DependencyKey {
  static let liveValue = "live"
}

@Suite struct LoadTimeInstallationTests {
  @Test func hooksAreInstalledBeforeAnyTestingAPIIsTouched() async {
    await #expect(processExitsWith: .success) {
      precondition(TestSupport.isInstalled, "DependenceTesting's hooks were not installed at load")
    }
  }
}
