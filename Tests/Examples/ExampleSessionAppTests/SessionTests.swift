import DependenceTesting
import Testing

@testable import ExampleSessionApp

@Suite struct SessionTests {
  let signIn = Recorder<String, Session>("authClient.signIn", .run { Session(user: $0, token: "t-\($0)") })
  let revoke = Recorder<String, Void>("authClient.revoke")
  let unreadCount = Recorder<String, Int>("inboxClient.unreadCount", .returning(3))

  @discardableResult
  func withClients<R>(_ operation: () async throws -> R) async rethrows -> R {
    try await withDependencies {
      $0.authClient = AuthClient(
        signIn: signIn.asyncThrowingEndpoint, revoke: revoke.endpoint)
      $0.inboxClient = InboxClient(unreadCount: unreadCount.asyncThrowingEndpoint)
    } operation: {
      try await operation()
    }
  }

  @Test func theSessionIsVisibleInsideTheScopeOnly() async throws {
    try await withClients {
      let inside = try await signedIn(as: "ada") { _ in try await InboxScreen().summary() }
      #expect(inside == "ada has 3 unread messages.")
      #expect(try await InboxScreen().summary() == "Not signed in.")
      unreadCount.expectCalls(["t-ada"])
    }
  }

  @Test func endingTheScopeRevokesTheTokenOnce() async throws {
    try await withClients {
      try await signedIn(as: "ada") { _ in
        revoke.expectNotCalled()
      }
      revoke.expectCalls(["t-ada"])
    }
  }

  @Test func aThrowingScopeStillRevokesTheToken() async throws {
    struct Failure: Error {}
    await withClients {
      await #expect(throws: Failure.self) {
        try await signedIn(as: "ada") { _ in throw Failure() }
      }
    }
    revoke.expectCalls(["t-ada"])
  }

  @Test func eachSessionIsANewGeneration() async throws {
    try await withClients {
      let first = try await signedIn(as: "ada") { $0 }
      let second = try await signedIn(as: "grace") { $0 }
      #expect(second > first)
      signIn.expectCalls(["ada", "grace"])
      revoke.expectCalls(["t-ada", "t-grace"])
    }
  }

  @Test func signingInWithoutAnAuthClientFailsTheTest() async {
    await withExpectedIssue("AuthClient.signIn") {
      _ = try? await signedIn(as: "ada") { _ in }
    }
  }
}
