/// How the tests of a trait or a base class schedule their asynchronous work.
///
/// ```swift
/// @Suite(.dependencies(scheduling: .deterministic) { $0.continuousClock = TestClock() })
/// struct SearchTests { … }
/// ```
public enum TestScheduling: Sendable, Hashable {
  /// Swift's own scheduling: nonisolated work runs in parallel on the global executor.
  case concurrent
  /// Each test runs one job at a time on an executor of its own, which ``TestClock`` drains.
  /// See ``Testing/Trait/deterministicScheduling``.
  case deterministic
}
