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
