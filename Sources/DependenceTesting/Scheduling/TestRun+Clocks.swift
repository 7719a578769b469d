extension TestRun {
  // What test clocks ask of the test they serve: with these and the run's counts and settle,
  // clocks never reach the executor themselves.

  /// Whether the test runs in deterministic scheduling.
  var isDeterministic: Bool { executor != nil }

  /// Whether the calling code runs on the test's executor.
  var isOnExecutor: Bool { executor?.isCurrent == true }

  /// Notes activity the test's executor cannot see itself, such as a sleep starting or being
  /// cancelled on a test clock, so that a settle in progress looks again.
  func noteActivity() {
    executor?.noteActivity()
  }
}
