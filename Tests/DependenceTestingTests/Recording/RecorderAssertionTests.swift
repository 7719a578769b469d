import DependenceTesting
import Testing

@Suite struct RecorderAssertionTests {
  private func loginRecorder(calls: [(String, String)]) async throws -> Recorder<String, String, User> {
    let login = Recorder<String, String, User>("auth.login", .returning(.alice))
    let endpoint = login.asyncThrowingEndpoint
    for (name, password) in calls { _ = try await endpoint(name, password) }
    return login
  }

  @Test func passingAssertionsReportNothing() async throws {
    let login = try await loginRecorder(calls: [("alice", "secret"), ("bob", "pw")])
    let logout = Recorder<Void>("auth.logout")
    let (_, issues) = collectIssues {
      login.expectCalled()
      login.expectCalled(times: 2)
      login.expectCalled(with: "bob", "pw")
      login.expectCalls([("alice", "secret"), ("bob", "pw")])
      logout.expectNotCalled()
      logout.expectCalled(times: 0)
    }
    #expect(issues.isEmpty)
  }

  @Test func expectCalledReportsWhenNeverCalled() {
    let logout = Recorder<Void>("auth.logout")
    let (_, issues) = collectIssues { logout.expectCalled() }
    let line = #line - 1
    #expect(issues.map(\.message) == ["auth.logout: expected at least 1 call, got 0."])
    #expect(issues.first?.location.line == line)
    #expect(issues.first?.location.fileID == #fileID)
    #expect(issues.first?.location.filePath == #filePath)
  }

  @Test func expectCalledTimesListsTheActualCalls() async throws {
    let login = try await loginRecorder(calls: [("alice", "secret")])
    let (_, issues) = collectIssues { login.expectCalled(times: 2) }
    let line = #line - 1
    #expect(issues.map(\.message) == [
      """
      auth.login: expected 2 calls, got 1:
        1. auth.login("alice", "secret")
      """
    ])
    #expect(issues.first?.location.line == line)
  }

  @Test func expectCalledTimesWithNoCalls() {
    let logout = Recorder<Void>("auth.logout")
    let (_, issues) = collectIssues { logout.expectCalled(times: 1) }
    #expect(issues.map(\.message) == ["auth.logout: expected 1 call, got 0."])
  }

  @Test func expectNotCalledListsTheCalls() async throws {
    let login = try await loginRecorder(calls: [("alice", "secret"), ("bob", "pw")])
    let (_, issues) = collectIssues { login.expectNotCalled() }
    let line = #line - 1
    #expect(issues.map(\.message) == [
      """
      auth.login: expected no calls, got 2:
        1. auth.login("alice", "secret")
        2. auth.login("bob", "pw")
      """
    ])
    #expect(issues.first?.location.line == line)
  }

  @Test func expectCalledWithNamesTheMissingCall() async throws {
    let login = try await loginRecorder(calls: [("alice", "wrong")])
    let (_, issues) = collectIssues { login.expectCalled(with: "alice", "secret") }
    let line = #line - 1
    #expect(issues.map(\.message) == [
      """
      auth.login: expected a call auth.login("alice", "secret"), got 1:
        1. auth.login("alice", "wrong")
      """
    ])
    #expect(issues.first?.location.line == line)
  }

  @Test func expectCalledWithOneArgumentAndNoCalls() {
    let track = Recorder<String, Void>("analytics.track")
    let (_, issues) = collectIssues { track.expectCalled(with: "opened") }
    #expect(issues.map(\.message) == [
      #"analytics.track: expected a call analytics.track("opened"), got 0."#
    ])
  }

  @Test func expectCallsShowsExpectedAndActualLists() {
    let track = Recorder<String, Void>("analytics.track")
    let endpoint = track.endpoint
    endpoint("opened")
    endpoint("closed")
    let (_, issues) = collectIssues { track.expectCalls(["closed", "opened"]) }
    let line = #line - 1
    #expect(issues.map(\.message) == [
      """
      analytics.track: expected 2 calls:
        1. analytics.track("closed")
        2. analytics.track("opened")
      got 2:
        1. analytics.track("opened")
        2. analytics.track("closed")
      """
    ])
    #expect(issues.first?.location.line == line)
  }

  @Test func expectCallsReportsADifferentCount() {
    let track = Recorder<String, Void>("analytics.track")
    let endpoint = track.endpoint
    endpoint("opened")
    let (_, issues) = collectIssues { track.expectCalls([]) }
    #expect(issues.map(\.message) == [
      """
      analytics.track: expected 0 calls:
        (none)
      got 1:
        1. analytics.track("opened")
      """
    ])
  }
}
