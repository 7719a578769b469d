import DependenceMacros
import DependenceTesting
import Foundation
import Testing

/// A client whose `async` endpoints run where they are called, as the README's tour declares
/// them in a module built without `NonisolatedNonsendingByDefault`.
@DependencyClient
struct SessionClient: Sendable {
  var login: nonisolated(nonsending) @Sendable (_ name: String, _ password: String) async throws
    -> String
  var track: nonisolated(nonsending) @Sendable (_ event: String) async -> Void
}

/// Endpoints of zero to five parameters, as `Recorder(_:log:replacing:)` meets them.
struct WideClient: Sendable {
  var none: nonisolated(nonsending) @Sendable () async throws -> Bool = { false }
  var three: nonisolated(nonsending) @Sendable (Int, Int, Int) async throws -> Bool = { _, _, _ in
    false
  }
  var four: nonisolated(nonsending) @Sendable (Int, Int, Int, Int) async throws -> Bool = {
    _, _, _, _ in false
  }
  var five: nonisolated(nonsending) @Sendable (Int, Int, Int, Int, Int) async throws -> Bool = {
    _, _, _, _, _ in false
  }
}

@Suite struct NonsendingRecordingTests {
  @Test func aRecordingClientRecordsNonsendingEndpoints() async throws {
    let log = CallLog()
    let session = RecordingClient(log: log) { SessionClient(endpoints: $0) }
    session.login.response = .returning("token")

    #expect(try await session.client.login("ada", "pw") == "token")
    await session.client.track("signedIn")

    session.login.expectCalls([("ada", "pw")])
    session.track.expectCalls(["signedIn"])
    #expect(log.names == ["SessionClient.login", "SessionClient.track"])
  }

  @MainActor @Test func aRecordedNonsendingEndpointRunsOnItsCallersActor() async throws {
    let session = RecordingClient { SessionClient(endpoints: $0) }
    session.login.response = .run { _, _ in onMainQueue() ? "main actor" : "elsewhere" }
    session.track.response = .run { _ in #expect(onMainQueue()) }

    #expect(try await session.client.login("ada", "pw") == "main actor")
    await session.client.track("signedIn")
    session.track.expectCalled(times: 1)
  }

  /// The other side of the test above: in this module a plain `async` endpoint is `@concurrent`,
  /// so its recorder, like any closure of that type, runs off the main actor.
  @MainActor @Test func aRecordedPlainAsyncEndpointRunsOffTheMainActorInThisModule() async throws {
    let store = RecordingClient { StoreClient(endpoints: $0) }
    store.save.response = .run { _, _ in onMainQueue() }
    #expect(try await store.client.save("a", 1) == false)
  }

  @Test func recorderReplacingANonsendingEndpointRecordsAndForwards() async throws {
    var client = SessionClient(login: { name, _ in "token for \(name)" }, track: { _ in })
    let login = Recorder("session.login", replacing: &client.login)
    let track = Recorder("session.track", replacing: &client.track)

    #expect(try await client.login("ada", "pw") == "token for ada")
    await client.track("signedIn")

    login.expectCalls([("ada", "pw")])
    track.expectCalls(["signedIn"])
  }

  @MainActor @Test func recorderReplacingANonsendingEndpointRunsOnItsCallersActor() async throws {
    var client = SessionClient()
    let login = Recorder("session.login", replacing: &client.login)
    let track = Recorder("session.track", replacing: &client.track)
    login.response = .run { _, _ in onMainQueue() ? "main actor" : "elsewhere" }
    track.response = .run { _ in #expect(onMainQueue()) }

    #expect(try await client.login("ada", "pw") == "main actor")
    await client.track("signedIn")
    login.expectCalls([("ada", "pw")])
    track.expectCalled(times: 1)

    var forwarding = SessionClient(
      login: { _, _ in onMainQueue() ? "main actor" : "elsewhere" },
      track: { _ in #expect(onMainQueue()) })
    let forwardedLogin = Recorder("session.login", replacing: &forwarding.login)
    let forwardedTrack = Recorder("session.track", replacing: &forwarding.track)
    #expect(try await forwarding.login("ada", "pw") == "main actor", "forwarded where called")
    await forwarding.track("signedIn")
    forwardedLogin.expectCalled(times: 1)
    forwardedTrack.expectCalled(times: 1)
  }

  /// Up to four parameters, the replaced endpoint runs on its caller's actor; with more, the
  /// recorder's `@concurrent` endpoint still records, off it.
  @MainActor @Test func recorderReplacingRunsOnTheCallersActorUpToFourParameters() async throws {
    var client = WideClient()
    let none = Recorder("wide.none", replacing: &client.none, .run { onMainQueue() })
    let three = Recorder("wide.three", replacing: &client.three, .run { _, _, _ in onMainQueue() })
    let four = Recorder("wide.four", replacing: &client.four, .run { _, _, _, _ in onMainQueue() })
    let five = Recorder(
      "wide.five", replacing: &client.five, .run { _, _, _, _, _ in onMainQueue() })

    #expect(try await client.none())
    #expect(try await client.three(1, 2, 3))
    #expect(try await client.four(1, 2, 3, 4))
    #expect(try await client.five(1, 2, 3, 4, 5) == false)
    none.expectCalled(times: 1)
    three.expectCalled(times: 1)
    four.expectCalled(times: 1)
    five.expectCalled(times: 1)
  }

  @MainActor @Test func aRecorderWiredIntoANonThrowingEndpointIsCalledWithoutTry() async {
    let track = Recorder<String, Void>("session.track")
    let client = SessionClient(track: { await track.callNonThrowing($0) })
    await client.track("signedIn")
    track.expectCalls(["signedIn"])
  }
}

/// Whether main-actor code is running here: the main actor's jobs run on the main dispatch queue
/// (under `swift test` on Linux, not always on the main thread).
private let onMainQueue: @Sendable () -> Bool = {
  let key = DispatchSpecificKey<Bool>()
  DispatchQueue.main.setSpecific(key: key, value: true)
  return { DispatchQueue.getSpecific(key: key) == true }
}()
