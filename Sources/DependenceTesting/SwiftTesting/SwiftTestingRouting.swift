import Dependence
import Testing

/// Sends issues to the running Swift Testing test, and finds its default cache.
enum SwiftTestingRouting {
  /// Records `issue` in the running test; returns `false` when no Swift Testing test is running
  /// in the current task.
  ///
  /// An issue reported from the test's own file is recorded where it was reported. One reported
  /// from elsewhere — an unimplemented endpoint in a client's file, a live value reached in a
  /// library — is recorded at the line of the test that led to it (the innermost frame of the
  /// call stack in the test function, or else in its file), or at the test's declaration when
  /// the stack cannot tell, so that the failure shows in the test; its message says where it
  /// came from.
  static func record(_ issue: ReportedIssue) -> Bool {
    guard let test = Test.current else { return false }
    let testLocation = test.sourceLocation
    if issue.location.fileID == testLocation.fileID {
      Issue.record(Comment(rawValue: issue.message), sourceLocation: testingLocation(issue.location))
    } else {
      Issue.record(
        Comment(rawValue: "\(issue.message)\n(reported at \(issue.location))"),
        sourceLocation: callerLocation(named: test.name, declaredAt: testLocation))
    }
    return true
  }

  /// The innermost line on the call stack in the test function `name` (a closure in it counts),
  /// or else in its file; the test's declaration when the stack has neither.
  static func callerLocation(
    named name: String, declaredAt test: Testing.SourceLocation,
    frames: [CallStack.Frame] = CallStack.frames()
  ) -> Testing.SourceLocation {
    let function = "\(name.prefix { $0 != "(" })("
    guard let caller = CallStack.innermostLocation(in: function, file: test.filePath, of: frames)
    else { return test }
    return Testing.SourceLocation(
      fileID: test.fileID, filePath: test.filePath, line: caller.line, column: caller.column)
  }

  static func testingLocation(_ location: Dependence.SourceLocation) -> Testing.SourceLocation {
    Testing.SourceLocation(
      fileID: location.fileID, filePath: location.filePath, line: location.line,
      column: location.column)
  }

  /// The default cache of the running test case, or `nil` outside Swift Testing tests.
  static func currentCache() -> DefaultCache? {
    guard let test = Test.current else { return nil }
    return registry.cache(for: TestCaseID(test: test.id, testCase: Test.Case.current))
  }

  private static let registry = TestCacheRegistry<TestCaseID>()
}

/// Identifies one case of one test.
struct TestCaseID: Hashable, Sendable {
  let test: Test.ID
  /// Tells the cases of a parameterized test apart, by their arguments.
  let arguments: String

  init(test: Test.ID, testCase: Test.Case?) {
    self.test = test
    self.arguments = testCase.map(Self.arguments(of:)) ?? ""
  }

  /// A description of a test case's arguments, which Swift Testing keeps internal.
  private static func arguments(of testCase: Test.Case) -> String {
    guard testCase.isParameterized else { return "" }
    let arguments = Mirror(reflecting: testCase).children.first { $0.label == "arguments" }
    return arguments.map { String(describing: $0.value) } ?? String(describing: testCase)
  }
}
