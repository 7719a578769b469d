import Testing

@testable import DependenceMigration

/// What a failed test run says.
@Suite struct TestRunFailuresTests {
  /// A process that died on a signal is named with the test it was running.
  @Test func aCrashNamesTheTestThatWasRunning() {
    let output = [
      "◇ Test run started.",
      "◇ Test addsBadge() started.",
      "◇ Test previewContextAddsBadge() started.",
      "✔ Test addsBadge() passed after 0.001 seconds.",
      "r10 0x00007fda0f03d190  41 83 00 00 12 03 0c 00 30 cd",
      "error: Process '/tmp/p/.build/debug/PPackageTests.xctest' exited with unexpected signal code 4",
    ]
    #expect(
      MigrationPlan.crash(in: output)
        == "The test process crashed (signal 4) in previewContextAddsBadge(): run `swift test --filter previewContextAddsBadge` to see where."
    )
    let xcTest = [
      "Test Case 'LibTests.testA' started at 2026-12-07 04:00:00.000",
      "Test Case 'LibTests.testA' passed (0.001 seconds)",
      "Test Case 'LibTests.testB' started at 2026-12-07 04:00:00.001",
      "error: Process 'x' exited with unexpected signal code 11",
    ]
    #expect(
      MigrationPlan.crash(in: xcTest)
        == "The test process crashed (signal 11) in LibTests.testB: run `swift test --filter LibTests/testB` to see where."
    )
    #expect(MigrationPlan.crash(in: ["✔ Test run with 1 test passed after 0.001 seconds."]) == nil)
  }

  /// A test that passed with a known issue is not a failure, though the issue's text says
  /// `error:`.
  @Test func aKnownIssueIsNoFailure() {
    let output = """
      ━ Test knownIssuePasses() recorded a known issue at LibTests.swift:9:3: Caught error: Boom()
      ↳ Boom()
      ✘ Test fails() recorded an issue at /tmp/p/Tests/LibTests.swift:12:3: Expectation failed
      ↳ 1 == 2
      """
    #expect(
      MigrationPlan.failureLines(output, root: "/tmp/p") == [
        "✘ Test fails() recorded an issue at Tests/LibTests.swift:12:3: Expectation failed",
        "↳ 1 == 2",
      ])
  }

  /// The warnings of a passing run, which the report lists where the move brought them.
  @Test func warningsAreReadWithTheLinesUnderThem() {
    let output = """
      ◇ Test refreshes() started.
      ⚠︎ Test refreshes() recorded a warning at /tmp/p/Sources/Lib/Lib.swift:22:14: Issue recorded
      ↳ 'ScoreClient.fetch' is a @concurrent async closure
      ✔ Test refreshes() passed after 0.001 seconds with 1 warning.
      /tmp/p/Tests/LibTests/LibTests.swift:3: warning: work that testA started still ran
      """
    #expect(
      MigrationPlan.warningLines(output, root: "/tmp/p") == [
        "⚠︎ Test refreshes() recorded a warning at Sources/Lib/Lib.swift:22:14: Issue recorded",
        "↳ 'ScoreClient.fetch' is a @concurrent async closure",
        "Tests/LibTests/LibTests.swift:3: warning: work that testA started still ran",
      ])
  }

  /// Warnings the tests give after the move and not before are kept with the proof.
  @Test func keepsTheWarningsTheMoveBrought() throws {
    let package = try TemporaryPackage(MigrationPlanProofTests.files)
    defer { package.remove() }
    let plan = try PackageMigration.plan(packageRoot: package.root, dependence: .path("../d"))
    let passing = PackageBuilder.Outcome(succeeded: true, output: "")
    let old = "Tests/T.swift:1: warning: old"
    let steps = MigrationPlanProofTests.BuildsAndRuns(
      builds: [passing, passing],
      runs: [
        PackageBuilder.Outcome(succeeded: true, output: old),
        PackageBuilder.Outcome(succeeded: true, output: old + "\nTests/T.swift:2: warning: new"),
      ])
    #expect(
      try plan.apply(loadingWith: ManifestLoader { _ in nil }, provingWith: steps.builder)
        == .passed(newWarnings: ["Tests/T.swift:2: warning: new"]))
  }
}
