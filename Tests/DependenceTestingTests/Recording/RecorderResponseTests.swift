import DependenceTesting
import Testing

@Suite struct RecorderResponseTests {
  @Test func returningAnswersEveryCallWithTheSameResult() throws {
    let token = Recorder<Int, String>("auth.token", .returning("t"))
    let endpoint = token.throwingEndpoint
    #expect(try [endpoint(1), endpoint(2), endpoint(3)] == ["t", "t", "t"])
  }

  @Test func sequenceAnswersInOrderAndRepeatsTheLast() throws {
    let token = Recorder<Int, String>("auth.token", .sequence(["a", "b", "c"]))
    let endpoint = token.throwingEndpoint
    let results = try (1...5).map { try endpoint($0) }
    #expect(results == ["a", "b", "c", "c", "c"])
  }

  @Test func settingTheResponseRestartsTheSequence() throws {
    let token = Recorder<Int, String>("auth.token", .sequence(["a", "b"]))
    let endpoint = token.throwingEndpoint
    _ = try endpoint(1)
    token.response = .sequence(["x", "y"])
    #expect(try endpoint(2) == "x")
    #expect(try endpoint(3) == "y")
    #expect(token.calls == [1, 2, 3])
  }

  @Test func resetRestartsTheSequence() throws {
    let token = Recorder<Int, String>("auth.token", .sequence(["a", "b"]))
    let endpoint = token.throwingEndpoint
    _ = try endpoint(1)
    _ = try endpoint(2)
    token.reset()
    #expect(try endpoint(3) == "a")
  }

  @Test func emptySequenceReportsAndThrows() {
    let token = Recorder<Int, String>("auth.token", .sequence([]))
    let line = #line - 1
    let endpoint = token.throwingEndpoint
    let (_, issues) = collectIssues {
      #expect(throws: DependencyError.unimplemented("auth.token")) { try endpoint(1) }
    }
    #expect(issues.map(\.message) == [
      "auth.token was called, but its response is an empty .sequence: give it at least one result."
    ])
    #expect(issues.first?.location.line == line)
  }

  @Test func runComputesTheResultFromTheArguments() async throws {
    let login = Recorder<String, String, User>("auth.login", .run { name, _ in User(name: name) })
    let endpoint = login.asyncThrowingEndpoint
    #expect(try await endpoint("bob", "pw") == .bob)
  }

  @Test func runCanThrow() {
    let token = Recorder<Int, String>(
      "auth.token", .run { scope in throw TestError(code: scope) })
    let endpoint = token.throwingEndpoint
    #expect(throws: TestError(code: 9)) { try endpoint(9) }
  }

  @Test func asyncRunAwaitsInAnAsyncEndpoint() async throws {
    let login = Recorder<String, String, User>(
      "auth.login",
      .run { name, _ in
        await Task.yield()
        return User(name: name)
      })
    let endpoint = login.asyncThrowingEndpoint
    #expect(try await endpoint("alice", "pw") == .alice)
  }

  @Test func asyncRunInASynchronousEndpointReportsAndThrows() {
    let token = Recorder<Int, String>(
      "auth.token",
      .run { scope in
        await Task.yield()
        return "\(scope)"
      })
    let line = #line - 6
    let endpoint = token.throwingEndpoint
    let (_, issues) = collectIssues {
      #expect(throws: DependencyError.unimplemented("auth.token")) { try endpoint(1) }
    }
    #expect(issues.map(\.message) == [
      """
      auth.token has an async .run response, but it is wired with its synchronous \
      `throwingEndpoint`: wire `asyncEndpoint` or `asyncThrowingEndpoint`, or give .run a \
      synchronous closure.
      """
    ])
    #expect(issues.first?.location.line == line)
  }

  @Test func throwingResponseInANonThrowingAsyncEndpointReports() async {
    let logout = Recorder<Void>("auth.logout")
    logout.response = .throwing(TestError(code: 2))
    let endpoint = logout.asyncEndpoint
    let (_, issues) = await collectIssues { await endpoint() }
    #expect(issues.map(\.message) == [
      """
      auth.logout is set to throw TestError(code: 2), but it is wired with its non-throwing \
      `asyncEndpoint`: wire `throwingEndpoint` or `asyncThrowingEndpoint`.
      """
    ])
  }
}
