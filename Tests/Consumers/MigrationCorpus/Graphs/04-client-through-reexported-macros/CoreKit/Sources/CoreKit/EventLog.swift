/// What happened, in order; its module re-exports swift-dependencies, and with it `LockIsolated`.
public struct EventLog: Sendable {
  let events = LockIsolated<[String]>([])

  public init() {}

  public func record(_ event: String) {
    events.withValue { $0.append(event) }
  }

  public var count: Int { events.value.count }
}
