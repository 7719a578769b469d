import Dependence
import Testing

/// What the dependency traits of one test case share: the scope the outermost trait made, and
/// what the traits ask to check at the end. The test's ``TestRun`` holds it.
final class TestCaseState: Sendable {
  let scope: DefaultScope
  private let settings = LockedValue(ExhaustiveSettings())
  /// The overrides the test's traits set, by key.
  private let overridden = LockedValue<[ObjectIdentifier: String]>([:])

  init(test: Test) {
    scope = DefaultScope(accesses: AccessLog())
  }

  /// Asks for exhaustive checking at the end of the test, allowing `keys` their defaults.
  func checkExhaustively(allowing keys: ExhaustiveSettings) {
    settings.withLock { $0.merge(keys) }
  }

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
    let (state, isOutermost) = run.testCaseState { TestCaseState(test: test) }
    if let exhaustive { state.checkExhaustively(allowing: exhaustive) }
    var values = isOutermost ? DependencyValues(scope: state.scope) : DependencyValues.current
    values.isBeingUpdated = true
    try await update(&values)
    values.isBeingUpdated = false
    values.markTestBase()
    let overridden = values.overriddenKeys
    state.overridden.withLock { $0.merge(overridden) { $1 } }
    try await withDependencies { [values] in $0 = values } operation: {
      try await function()
      if isOutermost { state.finish(test) }
    }
  }

  /// Warns of issues about a dependency's value the test raised more than once, and reports
  /// what exhaustive checking found, if the test asked for it.
  private func finish(_ test: Test) {
    for warning in scope.accesses?.repeatedValueIssues ?? [] { reportWarning(warning) }
    guard let settings = settings.withLock({ $0.isEnabled ? $0 : nil }),
      let log = scope.accesses
    else { return }
    let check = ExhaustiveCheck(
      log, overridden: overridden.withLock { $0 }, allowed: settings.allowedKeys())
    let location = Testing.SourceLocation(
      fileID: test.sourceLocation.fileID, filePath: test.sourceLocation.filePath,
      line: test.sourceLocation.line, column: test.sourceLocation.column)
    if let failure = check.failure(allowingWith: ".exhaustiveDependencies") {
      Issue.record(Comment(rawValue: failure), sourceLocation: location)
    }
    for name in check.unused {
      Issue.record(
        Comment(rawValue: ExhaustiveCheck.unusedWarning(name)), severity: .warning,
        sourceLocation: location)
    }
  }
}
