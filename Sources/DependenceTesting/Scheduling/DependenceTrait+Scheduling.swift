public import Testing

/// The traits that set how each test schedules its asynchronous work, and how long
/// its test clocks may go without progress.
///
/// ``Testing/Trait/deterministicScheduling`` and ``Testing/Trait/hangTimeout(_:)``; deterministic scheduling is also an option of the
/// dependencies trait, `.dependencies(scheduling: .deterministic) { … }`.
extension Trait where Self == DependenceTrait {
  /// A trait that runs each test on a serial executor of its own, which test clocks drain.
  ///
  /// The test's body, its `async let` and task-group children, and the nonisolated functions
  /// and default actors they call run one job at a time on the test's executor; the main actor
  /// runs its own jobs as usual. Before moving time,
  /// ``TestClock/advance(by:fileID:filePath:line:column:)`` and
  /// ``TestClock/run(maxWakeUps:fileID:filePath:line:column:)`` run everything ready — that
  /// executor, then the main actor, again until nothing ran — and they do it again after each
  /// sleeper they wake. So a test advances exactly past what the code under test is about to
  /// sleep on, without waiting for it:
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
  ///
  /// Each test (each case of a parameterized test) has an executor of its own, so tests still
  /// run in parallel. Work of the test that runs elsewhere — a nonisolated `Task { }`, an actor
  /// with an executor of its own — is still woken in deadline order and waited for, until it
  /// sleeps again or nothing has run for a quiet period, with one warning. The testing guide
  /// lists the limits.
  public static var deterministicScheduling: Self {
    DependenceTrait(update: nil, scheduling: .deterministic)
  }

  /// A trait that fails a test whose test clocks have sleeping tasks but see no progress — no
  /// sleep starting or ending, no advance — for `timeout` of real time.
  ///
  /// The default, without this trait, is 10 seconds. The failure names each sleep still
  /// pending, its deadline and the likely cause; the sleeping tasks throw `CancellationError`,
  /// so the test ends and the run goes on. A test's trait wins over its suite's.
  ///
  /// ```swift
  /// @Suite(.hangTimeout(.seconds(2))) struct TimerTests { … }
  /// ```
  ///
  /// - Parameter timeout: How long the clocks may go without progress.
  public static func hangTimeout(_ timeout: Duration) -> Self {
    DependenceTrait(update: nil, hangTimeout: timeout)
  }
}
