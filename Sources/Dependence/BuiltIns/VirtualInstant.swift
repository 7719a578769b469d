/// A point on a virtual clock, measured from its start: `TestClock`, `ImmediateClock` and
/// ``UnimplementedClock`` share it, so their instants compare.
public struct VirtualInstant: InstantProtocol, Hashable, Sendable, CustomStringConvertible {
  /// The time elapsed since the clock's start.
  public var offset: Duration

  /// Creates the instant `offset` after the clock's start.
  public init(offset: Duration = .zero) {
    self.offset = offset
  }

  /// The instant `duration` after this one.
  public func advanced(by duration: Duration) -> VirtualInstant {
    VirtualInstant(offset: offset + duration)
  }

  /// The time from this instant to `other`, negative when `other` is earlier.
  public func duration(to other: VirtualInstant) -> Duration {
    other.offset - offset
  }

  /// Whether `lhs` is earlier than `rhs`.
  public static func < (lhs: VirtualInstant, rhs: VirtualInstant) -> Bool {
    lhs.offset < rhs.offset
  }

  /// The offset from the clock's start, such as `1.5 seconds`.
  public var description: String { "\(offset)" }
}
