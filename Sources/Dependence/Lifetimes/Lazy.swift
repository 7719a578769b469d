
/// A value made on first use and kept.
///
/// The producer runs outside any lock, so it may read dependencies; racing first uses may each
/// run it, but all get the first value stored.
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
