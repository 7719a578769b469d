/// A warning of deterministic scheduling that a suite can acknowledge, to hear no more of it:
///
/// ```swift
/// @Suite(.deterministicScheduling(acknowledging: .offExecutorSleeps))
/// struct LegacyTimerTests { … }
/// ```
public struct SchedulingWarning: OptionSet, Sendable, Hashable {
  /// The warnings, one bit each.
  public let rawValue: UInt8

  /// Creates a set of warnings from their bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// A task sleeps on a `TestClock` off the test's executor (a nonisolated `Task { }`, a task
  /// group's child in a main-actor task): the clock still wakes it in deadline order, and waits
  /// for it until a quiet period passes.
  public static let offExecutorSleeps = SchedulingWarning(rawValue: 1 << 0)

  /// A main-actor model calls `@concurrent` `async` endpoints, which run on the global executor,
  /// where a settle cannot wait for them.
  public static let globalExecutorCalls = SchedulingWarning(rawValue: 1 << 1)
}
