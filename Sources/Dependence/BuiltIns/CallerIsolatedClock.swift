/// A clock whose sleep runs on the caller's actor.
///
/// The standard library's `Clock.sleep(for:tolerance:)` is `@concurrent` and leaves the caller's
/// actor; with `Dependence` imported, `sleep(for:tolerance:)` on a conforming clock does not.
/// `TestClock` and `ImmediateClock` conform.
public protocol CallerIsolatedClock: Sendable {
  /// Suspends for `duration` of the clock's time, on the caller's actor.
  nonisolated(nonsending) func sleepOnCallersActor(
    for duration: Duration, tolerance: Duration?
  ) async throws
}

extension Clock where Duration == Swift.Duration {
  /// Suspends for `duration`, on the caller's actor when the clock is a ``CallerIsolatedClock``.
  /// - Throws: What the clock's sleep throws, such as `CancellationError`.
  public nonisolated(nonsending) func sleep(
    for duration: Duration, tolerance: Duration? = nil
  ) async throws {
    if let clock = self as? any CallerIsolatedClock {
      try await clock.sleepOnCallersActor(for: duration, tolerance: tolerance)
    } else {
      try await sleep(until: now.advanced(by: duration), tolerance: tolerance)
    }
  }
}
