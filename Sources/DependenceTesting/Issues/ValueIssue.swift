import Dependence
import Testing

/// Issues about a dependency's value in a test, recorded once per dependency at the
/// `@Dependency` that read the value.
enum ValueIssue {
  /// An issue on its way to the test, and how to take back that it was said.
  struct Routed {
    let issue: ReportedIssue
    fileprivate let log: AccessLog?

    fileprivate let isShared: Bool

    /// Takes back that the issue was said, when recording it failed no test (a `withKnownIssue`
    /// took it) and the scope is shared by the cases and repetitions of a test with no trait: the
    /// next case that raises it reports it again, rather than pass in silence.
    func unsay() {
      if isShared, let name = issue.dependency { log?.forgetIssue(about: name) }
    }
  }

  /// `issue` as the running test records it, or `nil` when it is a repeat the test drops. An
  /// issue about no dependency's value, or outside a test scope, is returned as it is.
  static func routed(_ issue: ReportedIssue) -> Routed? {
    let scope = DefaultScope.bound ?? TestingHooks.testScope()
    guard let name = issue.dependency, let log = scope?.accesses else {
      return Routed(issue: issue, log: nil, isShared: false)
    }
    var routed = issue
    switch log.issue(about: name) {
    case .drop:
      return nil
    case .record(let site?) where issue.location.fileID.hasPrefix("Dependence/"):
      routed.location = site.location
    case .record where issue.location.fileID.hasPrefix("Dependence/"):
      // No `@Dependency` read it: the site of the read being made, a `withDependencies` call
      // whose update uses the value, if any.
      if let site = ReadSite.current { routed.location = site.location }
    case .record:
      break
    }
    let isShared = scope?.lifetime?.knowsItsEnd == false
    if isShared, Test.Case.current?.isParameterized == true {
      routed.message += """
        \n(The cases of this parameterized test share one default scope, as it has no \
        dependency trait: a later case does not report this again. Give the test a trait, such \
        as '.dependencies { _ in }', for a scope of its own per case.)
        """
    }
    return Routed(issue: routed, log: log, isShared: isShared)
  }
}
