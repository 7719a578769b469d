/// A clock whose sleeps return at once, moving its time to their deadlines.
///
/// ```swift
/// let model = withDependencies { $0.continuousClock = .immediate } operation: { Model() }
/// await model.refreshWithRetry()  // its retry delays take no time
/// ```
public final class ImmediateClock: Clock, CallerIsolatedClock, Sendable {
  /// The clock's duration.
  public typealias Duration = Swift.Duration
  /// The clock's instant, shared with the package's other virtual clocks.
  public typealias Instant = VirtualInstant

  private let current: LockedValue<VirtualInstant>

  /// Creates a clock that starts at `now`.
  public init(now: VirtualInstant = VirtualInstant()) {
    self.current = LockedValue(now)
  }

  /// The latest deadline slept to, or the start.
  public var now: VirtualInstant { current.withLock { $0 } }

  /// Zero.
  public var minimumResolution: Duration { .zero }

  /// Moves ``now`` to `deadline` if it is later, yields once, and returns.
  /// - Throws: `CancellationError` when the task is cancelled.
  public nonisolated(nonsending) func sleep(
    until deadline: VirtualInstant, tolerance: Duration? = nil
  ) async throws {
    try Task.checkCancellation()
    current.withLock { $0 = Swift.max($0, deadline) }
    await Task.yield()
    try Task.checkCancellation()
  }

  /// Sleeps for `duration` on the caller's actor, for `sleep(for:)` on `any Clock<Duration>`.
  /// - Throws: `CancellationError` when the task is cancelled.
  public nonisolated(nonsending) func sleepOnCallersActor(
    for duration: Duration, tolerance: Duration?
  ) async throws {
    try await sleep(until: now.advanced(by: duration), tolerance: tolerance)
  }
}

extension Clock where Self == ImmediateClock {
  /// A new ``ImmediateClock`` that starts at zero.
  public static var immediate: ImmediateClock { ImmediateClock() }
}
