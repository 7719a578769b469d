public import Testing

/// The traits that set how each test schedules its asynchronous work, and how long its test
/// clocks may go without progress.
extension Trait where Self == DependenceTrait {
  /// A trait that runs each test on a serial executor of its own, which test clocks drain.
  ///
  /// Before moving time and after each wake-up, a `TestClock` runs everything ready, so a test
  /// advances exactly past what the code under test is about to sleep on:
  ///
  /// ```swift
  /// @Test(.deterministicScheduling) func searchesAfterTheUserStopsTyping() async {
  ///   let clock = TestClock()
  ///   let model = withDependencies { $0.continuousClock = clock } operation: { SearchModel() }
  ///   model.queryChanged("swift")
  ///   await clock.advance(by: .milliseconds(300))
  ///   #expect(model.results == ["swift"])
  /// }
  /// ```
  public static var deterministicScheduling: Self {
    DependenceTrait(update: nil, scheduling: .deterministic)
  }

  /// ``deterministicScheduling``, without the warnings the tests acknowledge: a suite whose
  /// off-executor work is known and right says so once, and hears no more of it.
  ///
  /// - Parameter warnings: The warnings not to record, such as `.offExecutorSleeps`.
  public static func deterministicScheduling(acknowledging warnings: SchedulingWarning...) -> Self {
    DependenceTrait(update: nil, scheduling: .deterministic, acknowledged: SchedulingWarning(warnings))
  }

  /// A trait that fails a test whose test clocks have sleeping tasks but see no progress for
  /// `timeout` of real time (10 seconds by default); the sleeping tasks throw
  /// `CancellationError`. A test's trait wins over its suite's.
  /// - Parameter timeout: How long the clocks may go without progress.
  public static func hangTimeout(_ timeout: Duration) -> Self {
    DependenceTrait(update: nil, hangTimeout: timeout)
  }
}
