import DependenceTesting
import Testing

@Suite struct CallLogTests {
  @Test func ordersCallsAcrossRecorders() async throws {
    let log = CallLog()
    let login = Recorder<String, String, User>("auth.login", log: log, .returning(.alice))
    let load = Recorder<Int, [String]>("feed.load", log: log, .returning([]))
    let logout = Recorder<Void>("auth.logout", log: log)

    let client = AuthClient.inMemory
    var auth = client
    auth.login = login.asyncThrowingEndpoint
    auth.logout = logout.asyncEndpoint
    let loadFeed = load.throwingEndpoint

    _ = try await auth.login("alice", "secret")
    _ = try loadFeed(1)
    _ = try loadFeed(2)
    await auth.logout()

    #expect(log.names == ["auth.login", "feed.load", "feed.load", "auth.logout"])
    #expect(log.count == 4)
    #expect(log.entries.map(\.description) == [
      #"auth.login("alice", "secret")"#, "feed.load(1)", "feed.load(2)", "auth.logout()",
    ])
    #expect(log.entries.first?.arguments == #"("alice", "secret")"#)
  }

  @Test func resetEmptiesTheLogButNotTheRecorders() {
    let log = CallLog()
    let track = Recorder<String, Void>("analytics.track", log: log)
    let endpoint = track.endpoint
    endpoint("opened")
    log.reset()
    #expect(log.names.isEmpty)
    #expect(track.calls == ["opened"])
    endpoint("closed")
    #expect(log.entries.map(\.description) == [#"analytics.track("closed")"#])
  }

  @Test func recorderResetLeavesTheLog() {
    let log = CallLog()
    let track = Recorder<String, Void>("analytics.track", log: log)
    let endpoint = track.endpoint
    endpoint("opened")
    track.reset()
    #expect(log.names == ["analytics.track"])
  }
}
