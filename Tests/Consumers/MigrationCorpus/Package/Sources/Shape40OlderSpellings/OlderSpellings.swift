// Code written against swift-dependencies' first 1.x releases, which 1.17.1 still builds with
// deprecation warnings: values scoped with `DependencyValues.withValue`, a stream made with
// `streamWithContinuation()`, entries whose values are implicit members (`= .noop`), and a
// client with a debug-only endpoint in an `#if` clause, with no default.
import Dependencies
import DependenciesMacros
import Foundation

public struct Analytics: Sendable {
  public var track: @Sendable (String) -> Void

  public init(track: @escaping @Sendable (String) -> Void) { self.track = track }

  public static let noop = Analytics(track: { _ in })
}

public struct Logbook: Sendable {
  public var write: @Sendable (String) -> Void

  public init(write: @escaping @Sendable (String) -> Void) { self.write = write }

  public static let noop = Logbook(write: { _ in })
  public static let samples = [Logbook(write: { print("sample:", $0) })]
}

extension DependencyValues {
  @DependencyEntry public var analytics: Analytics = .noop
  @DependencyEntry(previewValue: Logbook.samples[0]) public var logbook: Logbook = .noop
}

@DependencyClient
public struct StagingClient: Sendable {
  public var fetchCount: @Sendable () async throws -> Int
  #if DEBUG
    public var reset: @Sendable () async throws -> Void
  #endif
}

extension StagingClient: TestDependencyKey {
  public static let testValue = StagingClient()
}

extension DependencyValues {
  public var staging: StagingClient {
    get { self[StagingClient.self] }
    set { self[StagingClient.self] = newValue }
  }
}

/// The time, as a value scoped the old way.
public func stampedNow() -> Date {
  DependencyValues.withValue(\.date.now, Date(timeIntervalSince1970: 0)) {
    @Dependency(\.date.now) var now
    return now
  }
}

/// Two events, through a stream made the old way.
public func countedEvents() async -> [Int] {
  let (stream, continuation) = AsyncStream<Int>.streamWithContinuation()
  continuation.yield(1)
  continuation.yield(2)
  continuation.finish()
  var events: [Int] = []
  for await event in stream { events.append(event) }
  return events
}
