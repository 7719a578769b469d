import DependenceMacros
import DependenceTesting
import Testing

/// A client with every endpoint shape a recording client makes.
@DependencyClient
struct StoreClient: Sendable {
  var save: @Sendable (_ key: String, _ value: Int) async throws -> Bool
  var refresh: @Sendable () async -> Void
  var load: @Sendable (_ key: String) throws -> Int
  var count: @Sendable () -> Int = { 0 }
  var clear: @Sendable () -> Void
  var attach: @Sendable (Handle) throws -> Void
  var adjust: @Sendable (inout Int) -> Void
  var name: String = "store"
}

/// A value that is not `Sendable`: an endpoint taking it cannot be recorded.
final class Handle {}

@Suite struct RecordingClientTests {
  @Test func everyEndpointShapeIsRecordedUnderItsClientsName() async throws {
    let log = CallLog()
    let store = RecordingClient(log: log) { StoreClient(endpoints: $0) }
    store.save.response = .returning(true)
    store.load.response = .returning(7)
    store.count.response = .returning(3)

    #expect(try await store.client.save("a", 1))
    await store.client.refresh()
    #expect(try store.client.load("b") == 7)
    #expect(store.client.count() == 3)
    store.client.clear()

    store.save.expectCalls([("a", 1)])
    store.refresh.expectCalled(times: 1)
    store.load.expectCalls(["b"])
    store.count.expectCalled(times: 1)
    store.clear.expectCalled(times: 1)
    #expect(
      log.names == [
        "StoreClient.save", "StoreClient.refresh", "StoreClient.load", "StoreClient.count",
        "StoreClient.clear",
      ])
    #expect(store.client.name == "store")
  }

  @Test func aVoidEndpointAnswersAndAnyOtherStartsUnimplemented() async {
    let store = RecordingClient { StoreClient(endpoints: $0) }
    store.client.clear()
    await store.client.refresh()
    await withExpectedIssue("StoreClient.save") {
      _ = try? await store.client.save("a", 1)
    }
    store.save.expectCalls([("a", 1)])
  }

  @Test func anEndpointWithNonSendableArgumentsReportsWhenCalled() {
    let store = RecordingClient { StoreClient(endpoints: $0) }
    withExpectedIssue("'StoreClient.attach' was called, but it cannot be recorded") {
      #expect(throws: DependencyError.unimplemented("StoreClient.attach")) {
        try store.client.attach(Handle())
      }
    }
  }

  @Test func anEndpointTheMacroCannotRecordStaysUnimplemented() {
    let store = RecordingClient { StoreClient(endpoints: $0) }
    var value = 1
    withExpectedIssue("StoreClient.adjust") {
      store.client.adjust(&value)
    }
  }

  @Test func aRecorderForAnEndpointNotMadeByTheFactoryReports() {
    let store = RecordingClient { _ in StoreClient(clear: {}) }
    withExpectedIssue("is not a recorded endpoint of StoreClient") {
      store.clear.expectNotCalled()
    }
  }

  @Test func theRecordingClientWorksAsADependency() async throws {
    let store = RecordingClient { StoreClient(endpoints: $0) }
    store.load.response = .run { key in key.count }
    let loaded = try withDependencies { $0[StoreClientKey.self] = store.client } operation: {
      @Dependency(StoreClientKey.self) var client
      return try client.load("four")
    }
    #expect(loaded == 4)
    store.load.expectCalls(["four"])
  }

  @Test func concurrentCallsAreAllRecorded() async {
    let store = RecordingClient { StoreClient(endpoints: $0) }
    store.save.response = .returning(true)
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<1_000 {
        group.addTask { _ = try? await store.client.save("k", index) }
      }
    }
    #expect(store.save.callCount == 1_000)
    #expect(Set(store.save.calls.map(\.1)) == Set(0..<1_000))
  }
}

enum StoreClientKey: TestDependencyKey {
  static var testValue: StoreClient { .unimplemented }
}
