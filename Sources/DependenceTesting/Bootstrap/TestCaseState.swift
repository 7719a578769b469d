import Dependence

/// What the entries of one test case (its dependency traits, or a `DependenceTestCase`) share:
/// the test's default scope, the overrides they set, and what to check when the test ends. The
/// test's ``TestRun`` holds it.
final class TestCaseState: Sendable {
  let scope: DefaultScope
  private let settings = LockedValue(ExhaustiveSettings())
  /// The overrides the test's entries set, by key.
  private let overridden = LockedValue<[ObjectIdentifier: OverrideNode]>([:])

  /// Creates the state of the test of `lifetime`, if known.
  init(test lifetime: TestLifetime?) {
    scope = DefaultScope(accesses: AccessLog(), test: lifetime)
  }

  /// Asks for exhaustive checking at the end of the test, allowing `keys` their defaults.
  func checkExhaustively(allowing keys: ExhaustiveSettings) {
    settings.withLock { $0.merge(keys) }
  }

  /// `base`, open for an entry's changes: reads in them change values, not use them.
  static func changing(_ base: DependencyValues) -> DependencyValues {
    var values = base
    values.isBeingUpdated = true
    return values
  }

  /// Closes `values` to changes as the test's values, and remembers what they override.
  func adopt(_ values: inout DependencyValues) {
    values.isBeingUpdated = false
    values.markTestBase()
    let keys = values.overriddenKeys
    overridden.withLock { $0.merge(keys) { $1 } }
  }

  /// Whether exhaustive checking is on.
  var isExhaustive: Bool { settings.withLock { $0.isEnabled } }

  /// What the end of the test reports.
  struct Findings {
    /// Issues about a dependency's value the test raised more than once, as warnings.
    var repeatedValueIssues: [String] = []
    /// What exhaustive checking failed the test for, if the test asked for it.
    var exhaustiveFailure: String?
    /// The overrides nothing read, as warnings, if the test asked for exhaustive checking.
    var unusedOverrides: [String] = []
  }

  /// What the test ended with; `spelling` names the exhaustive check in its failure.
  func findings(exhaustiveSpelling spelling: String) -> Findings {
    var findings = Findings(repeatedValueIssues: scope.accesses?.repeatedValueIssues ?? [])
    guard let settings = settings.withLock({ $0.isEnabled ? $0 : nil }),
      let log = scope.accesses
    else { return findings }
    let check = ExhaustiveCheck(
      log, overridden: overridden.withLock { $0 }, allowed: settings.allowedKeys())
    findings.exhaustiveFailure = check.failure(allowingWith: spelling)
    findings.unusedOverrides = check.unused.map(ExhaustiveCheck.unusedWarning)
    return findings
  }
}
