extension TestRun {
  // What test clocks ask of the test they serve, so clocks never reach the executor.

  /// Whether the test runs in deterministic scheduling.
  var isDeterministic: Bool { executor != nil }

  /// Whether the calling code runs on the test's executor.
  var isOnExecutor: Bool { executor?.isCurrent == true }

  /// Whether the current task prefers the test's executor, so that what it awaits on actors of
  /// their own and in `@concurrent` functions runs there too.
  var isPreferredByCurrentTask: Bool { executor?.isPreferredByCurrentTask == true }

  /// Notes activity the executor cannot see, such as a sleep starting, so a settle looks again.
  func noteActivity() {
    executor?.noteActivity()
  }
}
