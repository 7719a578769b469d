/// A point on a clock whose time moves only when code moves it, measured from the clock's start.
///
/// `TestClock`, `ImmediateClock` and ``UnimplementedClock`` all use this instant, so values from
/// one can be compared with values from another in a test.
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
