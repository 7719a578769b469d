import Dependence
import Testing

extension TestCaseState {
  /// Runs `function` in the test case's scope: in a new one, which `run` then holds, when no
  /// dependency trait of the test case runs it yet, with `update` applied on top of what the
  /// enclosing traits set.
  static func run(
    _ test: Test,
    in run: TestRun,
    update: (inout DependencyValues) async throws -> Void,
    exhaustive: ExhaustiveSettings?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    TestingHooks.install()
    let (state, isOutermost) = run.testCaseState { TestCaseState(test: run.lifetime) }
    if let exhaustive { state.checkExhaustively(allowing: exhaustive) }
    var values = changing(isOutermost ? DependencyValues(scope: state.scope) : .current)
    try await update(&values)
    state.adopt(&values)
    if isOutermost {
      run.atEnd(for: ObjectIdentifier(state), afterMainActor: false) { _ in state.finish(test) }
    }
    if state.isExhaustive {
      // A task the test started (a model's `Task { }`) may read just after the body returns,
      // and a read that happened is never reported as missing. A loaded machine can hold a ready
      // task back for seconds: a tenth of the hang timeout, 1 second by default.
      run.waitForWork(atMost: run.hangTimeout / 10)
    }
    try await withDependencies { [values] in $0 = values } operation: {
      try await function()
    }
  }

  /// Records what the test ended with (``findings(exhaustiveSpelling:)``) at its location, as
  /// the run's end checks run, in the test's task.
  private func finish(_ test: Test) {
    let findings = findings(exhaustiveSpelling: ".exhaustiveDependencies")
    let location = test.sourceLocation
    for warning in findings.repeatedValueIssues {
      Issue.record(Comment(rawValue: warning), severity: .warning, sourceLocation: location)
    }
    if let failure = findings.exhaustiveFailure {
      Issue.record(Comment(rawValue: failure), sourceLocation: location)
    }
    for warning in findings.unusedOverrides {
      Issue.record(Comment(rawValue: warning), severity: .warning, sourceLocation: location)
    }
  }
}
