/// An asynchronous sequence of a clock's instants, one every interval.
///
/// Each element is the instant its tick was due; the first comes one interval after iteration
/// starts, and ticks missed while the consumer was busy are skipped.
public struct ClockTimer<C: Clock>: AsyncSequence, Sendable where C.Duration == Swift.Duration {
  /// The instant each tick was due.
  public typealias Element = C.Instant
  /// The sequence ends instead of throwing.
  public typealias Failure = Never

  let clock: C
  let interval: Duration
  let tolerance: Duration?
  let location: SourceLocation

  /// Makes an iterator whose first tick comes one interval after its first `next()`.
  public func makeAsyncIterator() -> Iterator {
    Iterator(timer: self)
  }

  /// Produces the ticks of a ``ClockTimer``.
  public struct Iterator: AsyncIteratorProtocol {
    let timer: ClockTimer
    var last: C.Instant?

    /// Sleeps, on the caller's actor, until the next tick; `nil` once cancelled or on error.
    public mutating func next(isolation actor: isolated (any Actor)?) async -> C.Instant? {
      guard timer.interval > .zero else {
        reportIssue(
          """
          A clock timer's interval is \(timer.interval): it would tick without end. Give \
          'timer(interval:)' a positive interval.
          """,
          at: timer.location)
        return nil
      }
      let now = timer.clock.now
      let start = last ?? now
      var deadline = start.advanced(by: timer.interval)
      if deadline < now {
        let missed = (deadline.duration(to: now) / timer.interval).rounded(.up)
        deadline = deadline.advanced(by: timer.interval * missed)
      }
      do {
        try await timer.clock.sleep(for: now.duration(to: deadline), tolerance: timer.tolerance)
      } catch {
        return nil
      }
      last = deadline
      return deadline
    }

    /// Sleeps until the next tick and returns its due instant; `nil` once cancelled or on error.
    public mutating func next() async -> C.Instant? {
      await next(isolation: nil)
    }
  }
}

extension Clock where Duration == Swift.Duration {
  /// An asynchronous sequence of this clock's instants, one every `interval`, on any clock.
  ///
  /// - Parameters:
  ///   - interval: The time between ticks; it must be positive.
  ///   - tolerance: The tolerance of each sleep.
  /// - Returns: The ticks, as the instants they were due.
  public func timer(
    interval: Duration,
    tolerance: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> ClockTimer<Self> {
    ClockTimer(
      clock: self, interval: interval, tolerance: tolerance,
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// An asynchronous sequence of an `any Clock<Duration>`'s instants, one every `interval`.
  ///
  /// ```swift
  /// @Dependency(\.continuousClock) var clock
  /// for await _ in clock.timer(interval: .seconds(1)) { refresh() }
  /// ```
  ///
  /// - Parameters:
  ///   - interval: The time between ticks; it must be positive.
  ///   - tolerance: The tolerance of each sleep.
  /// - Returns: The ticks, as instants of an ``AnyClock`` over this clock.
  @_disfavoredOverload
  public func timer(
    interval: Duration,
    tolerance: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> ClockTimer<AnyClock<Duration>> {
    ClockTimer(
      clock: AnyClock(self), interval: interval, tolerance: tolerance,
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
