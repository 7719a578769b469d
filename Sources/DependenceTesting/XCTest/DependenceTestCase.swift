#if canImport(XCTest)
  public import Dependence
  import Foundation
  public import XCTest

  /// An `XCTestCase` whose every test runs with its own dependency values and default scope.
  ///
  /// Override ``dependencies(_:)`` to set values for every test of the class, and
  /// ``dependencies(forTest:_:)`` to set values for one test:
  ///
  /// ```swift
  /// final class GreetingTests: DependenceTestCase {
  ///   override func dependencies(_ values: inout DependencyValues) {
  ///     values.apiClient = .preview
  ///   }
  ///
  ///   override func dependencies(forTest name: String, _ values: inout DependencyValues) {
  ///     if name == "testFailure" { values.apiClient = .failing }
  ///   }
  ///
  ///   func testGreets() async throws {
  ///     let model = GreetingModel()
  ///     try await model.load()
  ///     XCTAssertEqual(model.greeting, "hello from preview")
  ///   }
  /// }
  /// ```
  ///
  /// The values are bound around `setUp`, the test and `tearDown`. A `reportIssue` anywhere in
  /// the test's tasks (an unimplemented endpoint, say) fails the test at the line that reported
  /// it, and names the endpoint or dependency and how to fix it.
  open class DependenceTestCase: XCTestCase {
    /// Sets dependency values for every test of the class. The default sets nothing.
    open func dependencies(_ values: inout DependencyValues) {}

    /// What to check at the end of each test of the class; `nil`, the default, checks nothing.
    ///
    /// Return ``ExhaustiveDependencies`` to fail a test that reads a dependency it did not
    /// override.
    open var exhaustiveDependencies: ExhaustiveDependencies? { nil }

    /// How the class's tests schedule their work; ``TestScheduling/concurrent`` by default.
    ///
    /// With ``TestScheduling/deterministic``, each test gets an executor of its own, and a
    /// ``TestClock`` advanced in the test first runs that executor and the main actor until
    /// nothing is ready. XCTest starts every async test in a task of its own, which no base
    /// class can give an executor preference: a `@MainActor` test, and the main-actor code it
    /// drives, is covered as it is; run the body of a nonisolated test on the executor with
    /// ``withDeterministicScheduling(hangTimeout:isolation:_:)``.
    open var scheduling: TestScheduling { .concurrent }

    /// How long a test clock may go without progress while tasks sleep on it before the test
    /// fails; 10 seconds by default.
    open var hangTimeout: Duration { TestRun.defaultHangTimeout }

    /// Sets dependency values for one test, after ``dependencies(_:)``. The default sets nothing.
    /// - Parameters:
    ///   - name: The test method's name, such as `"testGreets"`.
    ///   - values: The values to change, after ``dependencies(_:)`` changed them.
    open func dependencies(forTest name: String, _ values: inout DependencyValues) {}

    /// Whether a test fails when work it started still runs ``outlivingWorkGrace`` after it
    /// returned; `false` by default, when such work is only named.
    ///
    /// See `.failsOnOutlivingWork` for Swift Testing.
    open var failsOnOutlivingWork: Bool { false }

    /// How long a test that ``failsOnOutlivingWork`` waits for its work to end; 1 second by
    /// default.
    open var outlivingWorkGrace: Duration { .seconds(1) }

    /// Runs the test inside its own dependency scope, then ends it: issues its work raises later
    /// are reported as late, never in another test.
    override open func invokeTest() {
      TestingHooks.install()
      TestRun.runXCTest(
        hangTimeout: hangTimeout, scheduling: scheduling,
        outlivingWorkGrace: failsOnOutlivingWork ? outlivingWorkGrace : nil,
        lifetime: XCTestRouting.lifetime(of: self)
      ) { run in
        invokeTestInItsScope(run)
      } end: { run in
        if let state = run.testCase { reportFindings(of: state, in: run) }
      }
    }

    /// Runs the test with the values the class and the test set, in a scope of its own, and has
    /// the run report what it ended with.
    private func invokeTestInItsScope(_ run: TestRun) {
      let (state, _) = run.testCaseState { TestCaseState(test: run.lifetime) }
      if let exhaustive = exhaustiveDependencies {
        state.checkExhaustively(allowing: exhaustive.settings)
        // A task the test started may read just after the test returns (see the trait's).
        run.waitForWork(atMost: run.hangTimeout / 10)
      }
      var values = TestCaseState.changing(DependencyValues(scope: state.scope))
      dependencies(&values)
      dependencies(forTest: testMethodName, &values)
      state.adopt(&values)
      withDependencies { [values] in
        $0 = values
      } operation: {
        super.invokeTest()
      }
    }

    /// Reports what the test ended with: repeated value issues, and what exhaustive checking
    /// found.
    private func reportFindings(of state: TestCaseState, in run: TestRun) {
      let exhaustive = exhaustiveDependencies
      let findings = state.findings(exhaustiveSpelling: "ExhaustiveDependencies")
      for warning in findings.repeatedValueIssues { warn("warning: \(warning)") }
      guard let location = exhaustive?.location else { return }
      if let failure = findings.exhaustiveFailure {
        run.recordInTest(ReportedIssue(message: failure, location: location))
      }
      for warning in findings.unusedOverrides { warn("\(location): warning: \(warning)") }
    }

    #if canImport(Darwin)
      /// Records `issue`, unless it is the `CancellationError` a reported hang made the test
      /// throw: the hang's own failure already says what happened.
      override open func record(_ issue: XCTIssue) {
        if issue.type == .thrownError, issue.associatedError is CancellationError,
          TestRun.current?.absorbsCancellation == true
        {
          return
        }
        super.record(issue)
      }
    #else
      /// Wraps each test so that the `CancellationError` a reported hang made it throw is not
      /// recorded as well: the hang's own failure already says what happened.
      public required init(name: String, testClosure: @escaping XCTestCaseClosure) {
        super.init(name: name) { testCase in
          do {
            try testClosure(testCase)
          } catch is CancellationError where TestRun.current?.absorbsCancellation == true {}
        }
      }
    #endif

    /// Prints a warning that does not fail the test: XCTest has no warning of its own.
    func warn(_ line: String) {
      print(line)
    }

    /// The running test method's name, without its class: `"testGreets"`.
    var testMethodName: String {
      // XCTest names tests "-[Class testMethod]" on Apple platforms and "Class.testMethod" on
      // Linux.
      let trimmed = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]"))
      let last = trimmed.split(whereSeparator: { $0 == " " || $0 == "." }).last
      return last.map(String.init) ?? name
    }
  }
#endif
