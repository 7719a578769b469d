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
    let (state, isOutermost) = run.testCaseState { TestCaseState() }
    if let exhaustive { state.checkExhaustively(allowing: exhaustive) }
    var values = changing(isOutermost ? DependencyValues(scope: state.scope) : .current)
    try await update(&values)
    state.adopt(&values)
    try await withDependencies { [values] in $0 = values } operation: {
      try await function()
      guard isOutermost else { return }
      await state.waitForLateReads(within: run.hangTimeout / 10)
      state.finish(test)
    }
  }

  /// Records what the test ended with (``findings(exhaustiveSpelling:)``) at its location.
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
