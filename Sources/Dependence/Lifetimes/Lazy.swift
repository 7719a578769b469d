
/// A value made on first use and kept.
///
/// ```swift
/// let expensive = Lazy { ExpensiveClient() }
/// let client = expensive()  // made here, once
/// ```
///
/// The producer runs outside any lock, so it may read dependencies (or other lazies) without
/// deadlocking. When several callers race on first use, more than one may run the producer,
/// but only the first value stored is kept and returned to all of them: keep the producer free
/// of side effects that must happen once.
public final class Lazy<Value: Sendable>: Sendable {
  private let make: @Sendable () -> Value
  private let stored = LockedValue<Value?>(nil)

  /// Creates a lazy value made by `make` on first use.
  public init(_ make: @escaping @Sendable () -> Value) {
    self.make = make
  }

  /// The value, made now if it has not been yet.
  public func callAsFunction() -> Value {
    if let value = stored.withLock({ $0 }) { return value }
    let made = make()
    return stored.withLock { stored in
      if let value = stored { return value }
      stored = made
      return made
    }
  }

  /// Whether the value has been made.
  public var isMade: Bool { stored.withLock { $0 != nil } }
}
