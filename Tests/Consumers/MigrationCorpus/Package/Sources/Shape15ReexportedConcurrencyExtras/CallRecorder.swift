// Shape seen in: an ActorIsolatedTests.swift that imports only Dependencies and uses `ActorIsolated` (code-search hit; swift-dependencies' own test of that name, inferred) — `LockIsolated`, `ActorIsolated` and `UncheckedSendable` used through swift-dependencies' re-export of swift-concurrency-extras, never imported
import Dependencies

public final class CallRecorder<Call: Sendable>: Sendable {
  private let calls = LockIsolated<[Call]>([])

  public init() {}

  public func record(_ call: Call) {
    calls.withValue { $0.append(call) }
  }

  public var recorded: [Call] { calls.value }
}

public actor Inbox {
  public let messages = ActorIsolated<[String]>([])

  public init() {}

  public func deliver(_ message: String) async {
    await messages.withValue { $0.append(message) }
  }
}

public func box<Value>(_ value: Value) -> UncheckedSendable<Value> {
  UncheckedSendable(value)
}
