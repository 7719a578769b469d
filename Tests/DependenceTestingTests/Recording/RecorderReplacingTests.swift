import DependenceTesting
import Testing

@Suite struct RecorderReplacingTests {
  @Test func replacingForwardsToTheOriginalEndpointAndRecords() async throws {
    var client = AuthClient.inMemory
    let login = Recorder("auth.login", replacing: &client.login)
    let logout = Recorder("auth.logout", replacing: &client.logout)
    let currentUser = Recorder("auth.currentUser", replacing: &client.currentUser)
    let token = Recorder("auth.token", replacing: &client.token)

    #expect(try await client.login("bob", "pw") == .bob)
    await client.logout()
    #expect(client.currentUser() == .alice)
    #expect(try client.token(3) == "token-3")

    login.expectCalls([("bob", "pw")])
    logout.expectCalled(times: 1)
    currentUser.expectCalled(times: 1)
    token.expectCalls([3])
  }

  @Test func replacingWithAResponseAnswersWithIt() async throws {
    var client = AuthClient.inMemory
    let log = CallLog()
    let login = Recorder("auth.login", log: log, replacing: &client.login, .returning(.alice))
    let token = Recorder("auth.token", log: log, replacing: &client.token, .throwing(TestError(code: 1)))

    #expect(try await client.login("bob", "pw") == .alice)
    #expect(throws: TestError(code: 1)) { try client.token(1) }

    #expect(login.callCount == 1)
    #expect(token.calls == [1])
    #expect(log.names == ["auth.login", "auth.token"])
  }
}

@Suite struct RecorderDocsExampleTests {
  @Test func oneLinePerEndpointRecordsTheFeatureCalls() async throws {
    let log = CallLog()
    let login = Recorder<String, String, User>("auth.login", log: log, .returning(.alice))
    let load = Recorder<Int, [String]>("feed.load", log: log, .returning(["post"]))

    let model = withDependencies {
      $0.auth.login = login.asyncThrowingEndpoint
      $0.feed.load = load.asyncThrowingEndpoint
    } operation: {
      FeedModel()
    }

    let posts = try await model.loginButtonTapped(name: "alice", password: "secret")

    #expect(posts == ["post"])
    let (_, issues) = collectIssues {
      login.expectCalls([("alice", "secret")])
      load.expectCalls([1])
    }
    #expect(issues.isEmpty)
    #expect(log.names == ["auth.login", "feed.load"])
  }

  @Test func recordingClientRecordsEveryEndpoint() async throws {
    let log = CallLog()
    let auth = RecordingAuthClient(log: log)
    auth.login.response = .returning(.bob)
    auth.token.response = .sequence(["a", "b"])

    #expect(try await auth.client.login("bob", "pw") == .bob)
    #expect(try auth.client.token(1) == "a")
    #expect(auth.client.currentUser() == nil)
    await auth.client.logout()

    #expect(log.names == [
      "AuthClient.login", "AuthClient.token", "AuthClient.currentUser", "AuthClient.logout",
    ])
    let (_, issues) = collectIssues { auth.logout.expectCalled(times: 1) }
    #expect(issues.isEmpty)
  }
}
