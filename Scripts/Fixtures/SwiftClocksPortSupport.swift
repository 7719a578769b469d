// What the ported swift-clocks tests use besides the clocks: stand-ins for swift-concurrency-
// extras' `LockIsolated` and the tests' own helpers, written here, and the scheduling each
// ported class runs with (deterministic in SwiftClocksPortTests, Swift's own in
// SwiftClocksPortConcurrentTests).
import DependenceTesting
import Synchronization

#if DETERMINISTIC
  let portScheduling = TestScheduling.deterministic
#else
  let portScheduling = TestScheduling.concurrent
#endif

/// A value behind a lock.
final class LockIsolated<Value: Sendable>: Sendable {
  private let value: Mutex<Value>

  init(_ value: Value) { self.value = Mutex(value) }

  func withValue<T>(_ operation: (inout Value) throws -> T) rethrows -> T {
    try value.withLock { try operation(&$0) }
  }
}

/// A value behind an actor.
actor ActorIsolated<Value: Sendable> {
  var value: Value

  init(_ value: Value) { self.value = value }

  func setValue(_ newValue: Value) { value = newValue }
}

extension AsyncStream {
  /// A stream and its continuation.
  static func streamWithContinuation(
    _ elementType: Element.Type = Element.self
  ) -> (stream: Self, continuation: Continuation) {
    let (stream, continuation) = makeStream(of: elementType)
    return (stream, continuation)
  }
}
