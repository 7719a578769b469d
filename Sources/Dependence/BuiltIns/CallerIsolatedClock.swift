/// A clock whose sleep runs on the caller's actor.
///
/// The standard library's `Clock.sleep(for:tolerance:)` is `@concurrent`: a `@MainActor` model
/// that calls `try await clock.sleep(for: .seconds(1))` on `any Clock<Duration>` leaves the main
/// actor for the global executor before the sleep starts, and comes back through it after the
/// sleep ends. With `Dependence` imported, that call reaches the `sleep(for:tolerance:)` below
/// instead, which calls a conforming clock without leaving the caller's actor. The testing
/// library's `TestClock` and `ImmediateClock` conform, so that a test that advances a clock sees
/// the model's whole sleep on the main actor; a clock that does not conform sleeps as before.
public protocol CallerIsolatedClock: Sendable {
  /// Suspends for `duration` of the clock's time, on the caller's actor.
  nonisolated(nonsending) func sleepOnCallersActor(
    for duration: Duration, tolerance: Duration?
  ) async throws
}

extension Clock where Duration == Swift.Duration {
  /// Suspends for `duration`, on the caller's actor when the clock is a
  /// ``CallerIsolatedClock``, and as the standard library's `sleep(for:tolerance:)` does
  /// otherwise.
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
