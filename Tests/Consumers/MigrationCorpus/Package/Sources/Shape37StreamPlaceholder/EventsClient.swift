// Shape seen in: trial G's streaming API client (async-http-client events as an `AsyncStream`),
// and apps' `Client.swift` / `Client+Test.swift` pairs: the client and its key in one file, its
// test value in another that names no stream type, with swift-concurrency-extras' `.finished` as
// the placeholder of an `unimplemented` endpoint, reached through swift-dependencies' re-export.
import Dependencies
import DependenciesMacros

@DependencyClient
public struct EventsClient: Sendable {
  public var recent: @Sendable (_ limit: Int) async throws -> [String]
  public var live: @Sendable () -> AsyncStream<String> = { AsyncStream { $0.finish() } }
}

extension DependencyValues {
  public var events: EventsClient {
    get { self[EventsClient.self] }
    set { self[EventsClient.self] = newValue }
  }
}
