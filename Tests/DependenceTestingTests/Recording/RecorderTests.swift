import DependenceTesting
import Testing

@Suite struct RecorderTests {
  @Test func recordsCallsWithoutArguments() {
    let ping = Recorder<Void>("ping")
    let endpoint = ping.endpoint
    endpoint()
    endpoint()
    #expect(ping.callCount == 2)
    #expect(ping.calls.count == 2)
    #expect(ping.lastCall != nil)
  }

  @Test func recordsOneArgumentPerCall() throws {
    let token = Recorder<Int, String>("auth.token", .run { "token-\($0)" })
    let endpoint = token.throwingEndpoint
    #expect(try endpoint(1) == "token-1")
    #expect(try endpoint(7) == "token-7")
    #expect(token.calls == [1, 7])
    #expect(token.lastCall == 7)
  }

  @Test func recordsThreeArgumentsInOrder() {
    let move = Recorder<Int, Int, String, Bool>("board.move", .returning(true))
    let endpoint = move.endpoint
    #expect(endpoint(1, 2, "x"))
    #expect(endpoint(3, 4, "o"))
    let calls = move.calls
    #expect(calls.count == 2)
    #expect(calls[0] == (1, 2, "x"))
    #expect(calls[1] == (3, 4, "o"))
    let last = move.lastCall
    #expect(last?.0 == 3 && last?.1 == 4 && last?.2 == "o")
  }

  @Test func callingTheRecorderRecordsAndAnswersLikeItsAsyncThrowingEndpoint() async throws {
    let login = Recorder<String, String, Int>("auth.login", .sequence([1, 2]))
    let client: @Sendable (String, String) async throws -> Int = { try await login($0, $1) }
    #expect(try await client("ada", "pw") == 1)
    #expect(try await login("bob", "pw") == 2)
    #expect(login.calls.map(\.0) == ["ada", "bob"])
    let failing = Recorder<Int, Int>("feed.page", .throwing(TestError(code: 7)))
    await #expect(throws: TestError(code: 7)) { try await failing(1) }
    let unanswered = Recorder<Int, Int>("feed.count")
    await withExpectedIssue("feed.count was called, but its recorder has no response") {
      await #expect(throws: DependencyError.unimplemented("feed.count")) { try await unanswered(1) }
    }
  }

  @Test func asyncThrowingEndpointFitsAWitnessProperty() async throws {
    let login = Recorder<String, String, User>("auth.login", .returning(.alice))
    var client = AuthClient.inMemory
    client.login = login.asyncThrowingEndpoint
    let user = try await client.login("alice", "secret")
    #expect(user == .alice)
    #expect(login.calls.count == 1)
    #expect(login.calls[0] == ("alice", "secret"))
  }

  @Test func asyncEndpointFitsAWitnessProperty() async {
    let logout = Recorder<Void>("auth.logout")
    var client = AuthClient.inMemory
    client.logout = logout.asyncEndpoint
    await client.logout()
    await client.logout()
    #expect(logout.callCount == 2)
  }

  @Test func throwingEndpointThrowsTheResponseError() {
    let token = Recorder<Int, String>("auth.token", .throwing(TestError(code: 401)))
    var client = AuthClient.inMemory
    client.token = token.throwingEndpoint
    #expect(throws: TestError(code: 401)) { try client.token(1) }
    #expect(token.calls == [1])
  }

  @Test func asyncThrowingEndpointThrowsTheResponseError() async {
    let login = Recorder<String, String, User>("auth.login", .throwing(TestError(code: 403)))
    let endpoint = login.asyncThrowingEndpoint
    await #expect(throws: TestError(code: 403)) { try await endpoint("alice", "wrong") }
    #expect(login.callCount == 1)
  }

  @Test func lastCallIsNilBeforeTheFirstCall() {
    let token = Recorder<Int, String>("auth.token", .returning("t"))
    #expect(token.lastCall == nil)
    #expect(token.calls.isEmpty)
    #expect(token.callCount == 0)
  }

  @Test func resetForgetsCallsAndKeepsTheResponse() throws {
    let token = Recorder<Int, String>("auth.token", .returning("t"))
    let endpoint = token.throwingEndpoint
    _ = try endpoint(1)
    _ = try endpoint(2)
    token.reset()
    #expect(token.callCount == 0)
    #expect(token.lastCall == nil)
    #expect(try endpoint(3) == "t")
    #expect(token.calls == [3])
  }

  @Test func unimplementedResponseReportsAtTheRecorderAndThrows() async {
    let line = #line + 1
    let login = Recorder<String, String, User>("auth.login")
    let endpoint = login.asyncThrowingEndpoint
    let (_, issues) = await collectIssues {
      await #expect(throws: DependencyError.unimplemented("auth.login")) {
        try await endpoint("alice", "secret")
      }
    }
    #expect(issues.map(\.message) == [
      """
      auth.login was called, but its recorder has no response: give it one, as in \
      Recorder("auth.login", .returning(…)), or set `response`.
      """
    ])
    #expect(issues.first?.location.line == line)
    #expect(issues.first?.location.fileID == #fileID)
    #expect(login.calls.count == 1)
  }

  @Test func nonThrowingEndpointReportsAThrowingResponse() {
    let track = Recorder<String, Void>("analytics.track", .throwing(TestError(code: 1)))
    let endpoint = track.endpoint
    let line = #line - 2
    let (_, issues) = collectIssues { endpoint("opened") }
    #expect(issues.map(\.message) == [
      """
      analytics.track is set to throw TestError(code: 1), but it is wired with its non-throwing \
      `endpoint`: wire `throwingEndpoint` or `asyncThrowingEndpoint`.
      """
    ])
    #expect(issues.first?.location.line == line)
    #expect(track.calls == ["opened"])
  }

  @Test func nonThrowingEndpointWithNoResultStopsTheProgram() async {
    await #expect(processExitsWith: .failure) {
      let user = Recorder<User?>("auth.currentUser", .throwing(TestError(code: 1)))
      _ = user.endpoint()
    }
  }
}
