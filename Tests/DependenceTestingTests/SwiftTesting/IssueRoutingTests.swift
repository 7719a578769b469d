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

  /// swift-issue-reporting's `severity: .warning`: the test records a warning, which fails
  /// nothing, and `withExpectedIssue` does not take it.
  @Test func aWarningFailsNothingAndIsNoExpectedIssue() {
    reportIssue("slow response", severity: .warning)
    withKnownIssue {
      withExpectedIssue { reportIssue("still slow", severity: .warning) }
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["Expected an issue to be reported, but none was."]
    }
  }

  /// swift-issue-reporting's meaning, which moved tests match on: the error itself reaches
  /// Swift Testing, with what failed as the comment.
  @Test func aReportedErrorIsTheIssuesError() async {
    struct Offline: Error {}
    withKnownIssue {
      reportIssue(Offline())
    } matching: { issue in
      issue.error is Offline && issue.comments.isEmpty
    }
    withKnownIssue {
      reportIssue(Offline(), "Saving")
    } matching: { issue in
      issue.error is Offline && issue.comments.map(\.rawValue) == ["Saving"]
    }
    await withKnownIssue {
      await withErrorReporting("Syncing") { () async throws in throw Offline() }
    } matching: { issue in
      issue.error is Offline && issue.comments.map(\.rawValue) == ["Syncing"]
    }
  }

  @Test func aReportFromAnotherFileIsRecordedWhereItWasMadeAndNamesTheTest() {
    withKnownIssue {
      reportFromAnotherFile("from elsewhere")
    } matching: { issue in
      let comment = issue.comments.map(\.rawValue).joined()
      return comment.hasPrefix(
        "from elsewhere\n(Reported while running 'aReportFromAnotherFileIsRecordedWhereItWasMadeAndNamesTheTest()' (DependenceTestingTests/IssueRoutingTests.swift:"
      )
        && issue.sourceLocation?.fileID == "DependenceTestingTests/TestingFixturesReporter.swift"
        && issue.sourceLocation?.line == 5
    }
  }

  @Test func anUnimplementedEndpointFailsAnAsyncTestAndSaysWhereAndWhy() async {
    let pinger = Pinger.unimplementedPing
    await withKnownIssue {
      await Task.yield()
      await withDependencies {
        $0.label = "scoped"
      } operation: {
        await ping(pinger)
      }
    } matching: { issue in
      let comment = issue.comments.map(\.rawValue).joined()
      return comment.contains("Unimplemented: 'Pinger.ping' was called. Override it")
        && comment.contains(
          "(Reported while running 'anUnimplementedEndpointFailsAnAsyncTestAndSaysWhereAndWhy()'")
        && issue.sourceLocation?.fileID == "DependenceTestingTests/TestingFixturesReporter.swift"
    }
  }

  @Test func routingAnIssueTakesNoTimeWorthMeasuring() {
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      for _ in 0..<100 {
        withKnownIssue { reportFromAnotherFile("from elsewhere") }
      }
    }
    #expect(elapsed < .seconds(1))
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

  @Test func liveValueInATestIsReportedAtTheTestAndNamesTheKey() {
    let test = Test.current?.sourceLocation
    withKnownIssue {
      #expect(DependencyValues.current[LiveOnlyKey.self] == "live")
    } matching: { issue in
      let comment = issue.comments.map(\.rawValue).joined()
      return comment.contains("'LiveOnlyKey'") && comment.contains("static let testValue")
        && issue.sourceLocation == test
    }
  }
}

/// Calls an endpoint from another function, as a model would.
private func ping(_ pinger: Pinger) async {
  await Task.yield()
  pinger.ping()
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
