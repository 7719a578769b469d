import Dependence
import Testing

/// Records issues in the running Swift Testing test, and finds the default scope of a test
/// without a trait.
enum SwiftTestingRouting {
  /// Records `issue` in the test the current task runs, at the location `reportIssue` received.
  ///
  /// An issue from another file also names the running test; one the package made itself has no
  /// line in the user's code and is recorded at the test.
  static func record(_ issue: ReportedIssue, namingTheTest: Bool = true) -> RecordedIssue? {
    guard let test = Test.current else { return nil }
    // An error goes to Swift Testing as the error itself (`issue.error`), with what failed as
    // the comment: Swift Testing writes "Caught error: …" of its own.
    var message = issue.error == nil ? issue.message : issue.context
    let location =
      issue.location.fileID.hasPrefix("Dependence/")
      ? test.sourceLocation
      : Testing.SourceLocation(
        fileID: issue.location.fileID, filePath: issue.location.filePath,
        line: issue.location.line, column: issue.location.column)
    if namingTheTest, location.fileID != test.sourceLocation.fileID {
      let note = "(Reported while running \(describe(test)).)"
      message = message.map { "\($0)\n\(note)" } ?? note
    }
    let comment = message.map(Comment.init(rawValue:))
    let recorded =
      if let error = issue.error {
        Issue.record(error, comment, sourceLocation: location)
      } else {
        Issue.record(comment, sourceLocation: location)
      }
    return RecordedIssue(failsTheTest: recorded.isFailure)
  }

  /// The default scope of the running Swift Testing test case, or `nil` outside one (also while
  /// Swift Testing prepares a test, evaluating its arguments, before any case runs).
  static func currentScope() -> DefaultScope? {
    guard let test = Test.current, Test.Case.current != nil else { return nil }
    IssueReportingLink.checkInRunningTest()
    return ProcessState.traitlessTestScopes.scope(for: test.id) {
      let lifetime = TestLifetime(
        name: describe(test), sink: SwiftTestingSink(test: test.id), knowsItsEnd: false)
      return DefaultScope(accesses: AccessLog(), test: lifetime)
    }
  }

  /// A new lifetime for the running test case, which a trait's run then ends, or `nil` outside
  /// Swift Testing.
  static func newLifetimeOfRunningTest() -> TestLifetime? {
    Test.current.map { TestLifetime(name: describe($0), sink: SwiftTestingSink(test: $0.id)) }
  }

  /// The running test's lifetime when it has no trait: one whose end the toolkit never learns.
  static func traitlessLifetime() -> TestLifetime? {
    currentScope()?.lifetime
  }

  /// `'loads()' (FeatureTests.swift:12)`.
  static func describe(_ test: Test) -> String {
    "'\(test.displayName ?? test.name)' (\(test.sourceLocation.fileID):\(test.sourceLocation.line))"
  }
}
