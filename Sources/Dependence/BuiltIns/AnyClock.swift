/// A clock that forwards to another clock of the same duration, hiding its type.
///
/// Its instants measure from the moment it was made; a sleep on it sleeps on the wrapped clock.
public struct AnyClock<Duration: DurationProtocol & Hashable>: Clock, Sendable {
  /// A point on the clock, as the time elapsed since the clock was made.
  public struct Instant: InstantProtocol, Hashable, Sendable {
    /// The time elapsed since the clock was made.
    public var offset: Duration

    /// Creates the instant `offset` after the clock was made.
    public init(offset: Duration) {
      self.offset = offset
    }

    /// The instant `duration` after this one.
    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    /// The time from this instant to `other`, negative when `other` is earlier.
    public func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    /// Whether `lhs` is earlier than `rhs`.
    public static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.offset < rhs.offset
    }
  }

  private let base: any Clock<Duration>
  private let elapsed: @Sendable () -> Duration
  private let sleepUntil: @Sendable (Duration, Duration?) async throws -> Void

  /// Wraps `clock`.
  public init<C: Clock>(_ clock: C) where C.Duration == Duration {
    let start = clock.now
    base = clock
    elapsed = { start.duration(to: clock.now) }
    sleepUntil = { offset, tolerance in
      try await clock.sleep(until: start.advanced(by: offset), tolerance: tolerance)
    }
  }

  /// The time elapsed on the wrapped clock since this one was made.
  public var now: Instant { Instant(offset: elapsed()) }

  /// The wrapped clock's minimum resolution.
  public var minimumResolution: Duration { base.minimumResolution }

  /// Suspends until the wrapped clock reaches `deadline`.
  /// - Throws: What the wrapped clock's sleep throws, such as `CancellationError`.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try await sleepUntil(deadline.offset, tolerance)
  }
}

extension AnyClock: CallerIsolatedClock where Duration == Swift.Duration {
  /// Suspends for `duration` on the wrapped clock, on the caller's actor when that clock can.
  public nonisolated(nonsending) func sleepOnCallersActor(
    for duration: Duration, tolerance: Duration?
  ) async throws {
    try await base.sleep(for: duration, tolerance: tolerance)
  }
}
