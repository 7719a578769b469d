// What the ported peer tests use besides this package: stand-ins for swift-concurrency-extras'
// `LockIsolated` and `ActorIsolated` and the tests' own helpers, written here, and the
// scheduling each ported swift-clocks class runs with (deterministic in SwiftClocksPortTests,
// Swift's own elsewhere).
import DependenceTesting
import Synchronization

#if DETERMINISTIC
  let portScheduling = TestScheduling.deterministic
#else
  let portScheduling = TestScheduling.concurrent
#endif

/// A value behind a lock.
final class LockIsolated<Value: Sendable>: Sendable {
  private let storage: Mutex<Value>

  init(_ value: Value) { storage = Mutex(value) }

  func withValue<T>(_ operation: (inout Value) throws -> T) rethrows -> T {
    try storage.withLock { try operation(&$0) }
  }

  /// The current value.
  var value: Value { withValue { $0 } }

  func setValue(_ newValue: Value) { withValue { $0 = newValue } }
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
