/// How the tests of a trait or a base class schedule their asynchronous work.
///
/// ```swift
/// @Suite(.dependencies(scheduling: .deterministic) { $0.continuousClock = TestClock() })
/// struct SearchTests { … }
/// ```
public enum TestScheduling: Sendable, Hashable {
  /// Swift's own scheduling: nonisolated work runs on the global concurrent executor, in
  /// parallel, in whatever order the system picks.
  case concurrent
  /// Each test runs on an executor of its own, one job at a time, which ``TestClock`` runs until
  /// nothing is ready before and after each wake-up. See
  /// ``Testing/Trait/deterministicScheduling``.
  case deterministic
}
