// The test value, in a file of its own: `.finished` is `AsyncStream.finished`, from
// swift-concurrency-extras.
import Dependencies

extension EventsClient: TestDependencyKey {
  public static let testValue = EventsClient(
    recent: unimplemented("EventsClient.recent", placeholder: []),
    live: unimplemented("EventsClient.live", placeholder: .finished)
  )
}
