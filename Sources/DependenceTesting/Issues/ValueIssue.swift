import Dependence

/// Issues about a dependency's value in a test, recorded once per dependency at the
/// `@Dependency` that read the value.
enum ValueIssue {
  /// `issue` as the running test records it, or `nil` when it is a repeat the test drops. An
  /// issue about no dependency's value, or outside a test scope, is returned as it is.
  static func routed(_ issue: ReportedIssue) -> ReportedIssue? {
    guard let name = issue.dependency,
      let log = (DefaultScope.bound ?? TestingHooks.testScope())?.accesses
    else { return issue }
    switch log.issue(about: name) {
    case .drop:
      return nil
    case .record(let site?) where issue.location.fileID.hasPrefix("Dependence/"):
      var relocated = issue
      relocated.location = site.location
      return relocated
    case .record:
      return issue
    }
  }
}
