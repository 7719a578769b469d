public import Testing

/// The traits that fail a test which leaves work running when it returns:
/// ``Testing/Trait/failsOnOutlivingWork`` and ``Testing/Trait/failsOnOutlivingWork(within:)``.
extension Trait where Self == DependenceTrait {
  /// A trait that fails each test whose work still runs a second after the test returned.
  ///
  /// Work a test starts and does not await — a model's `Task { }` that sleeps on a clock, calls
  /// an endpoint or reads a dependency later — runs on after the test, untested, and whatever it
  /// reports lands after the test passed. Without this trait the toolkit names such work as the
  /// test ends and as it reports; with it, the test waits for its work to end, then fails,
  /// listing what still runs: tasks sleeping on a `TestClock`, jobs queued on its executor,
  /// recorder calls not answered, and any other task it started.
  ///
  /// ```swift
  /// @Suite(.failsOnOutlivingWork) struct CheckoutTests { … }
  /// ```
  public static var failsOnOutlivingWork: Self {
    failsOnOutlivingWork(within: .seconds(1))
  }

  /// ``failsOnOutlivingWork``, waiting `grace` of real time for the test's work to end.
  /// - Parameter grace: How long the test waits, after it returned, for the work it started.
  public static func failsOnOutlivingWork(within grace: Duration) -> Self {
    DependenceTrait(update: nil, outlivingWorkGrace: grace)
  }
}
