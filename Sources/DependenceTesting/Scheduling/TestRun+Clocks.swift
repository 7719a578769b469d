extension TestRun {
  // What test clocks ask of the test they serve, so clocks never reach the executor.

  /// Whether the test runs in deterministic scheduling.
  var isDeterministic: Bool { executor != nil }

  /// Whether the calling code runs on the test's executor.
  var isOnExecutor: Bool { executor?.isCurrent == true }

  /// Notes activity the executor cannot see, such as a sleep starting, so a settle looks again.
  func noteActivity() {
    executor?.noteActivity()
  }
}
