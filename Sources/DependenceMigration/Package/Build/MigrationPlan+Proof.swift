import Foundation

extension MigrationPlan {
  /// What proving a move by building the package found.
  public enum Proof: Sendable, Equatable {
    /// Nothing was to be written, so nothing was built.
    case nothingWritten
    /// The package built before the move, and builds after it.
    case built
    /// The package built before the move and builds after it; it has no tests to run.
    case builtWithoutTests
    /// The package built and its tests passed before the move, and the same after it. Holds
    /// the warnings the tests gave after the move and not before (this package's warnings
    /// name what to decide, such as an endpoint deterministic scheduling cannot wait for).
    case passed(newWarnings: [String])
    /// The package built before the move and its tests failed then, so there is nothing to
    /// compare with; it builds after the move, and the files are written. Holds the first
    /// failures before the move, and whether the tests pass after it.
    case testsFailedBefore([String], after: AfterMove)
    /// The package's tests passed before the move and fail after it, though it builds: every
    /// file is back as it was. Holds the failures.
    case testsFailed([String])
    /// The package did not build before the move, so there is nothing to compare with: the
    /// files are written, as without a proof. Holds the build's first errors, and what a build
    /// after the move found.
    case didNotBuildBefore([String], after: AfterMove)
    /// The migrated manifest did not load: every file is back as it was. Holds the loader's error.
    case manifestDidNotLoad(String)
    /// The package built before the move and does not after it: every file is back as it was.
    /// Holds each error, with what the migration did to its file.
    case broke([String])
  }

  /// What a build after the move found, where the package before it gives nothing to compare
  /// with: a package whose dependency moved first, say, does not build until it moves too.
  public enum AfterMove: Sendable, Equatable {
    /// It builds; its tests were not run.
    case builds
    /// It builds, and its tests pass.
    case passes
    /// It builds, and these tests fail.
    case failsTests([String])
    /// It does not build: its first errors.
    case doesNotBuild([String])
  }

  /// Builds the package with `builder`, and runs its tests if the builder can, writes every
  /// changed file and loads the manifests (see ``apply(loadingWith:)``), then builds it again,
  /// and runs the tests again. When it built before and does not after, writes every file back
  /// as it was and says which change broke which file; when its tests passed before and fail
  /// after, writes every file back (`Package.resolved` too, which the builds resolve again) and
  /// says which failed. Where the package before the move
  /// did not build, or its tests failed, the files stay written, and the proof says what the
  /// package does after the move.
  ///
  /// - Throws: The error of the first file that cannot be written.
  public func apply(
    loadingWith loader: ManifestLoader = .swiftPM, provingWith builder: PackageBuilder
  ) throws -> Proof {
    guard writesFiles else { return .nothingWritten }
    // The builds resolve the graph again: `Package.resolved` goes back with the files.
    let resolved = ResolvedPins(root: root)
    let before = builder.build(root)
    let testedBefore = before.succeeded ? builder.test?(root) : nil
    if let error = try apply(loadingWith: loader) { return .manifestDidNotLoad(error) }
    let after = builder.build(root)
    guard before.succeeded else {
      return .didNotBuildBefore(
        Array(errorLines(before.output).prefix(5)), after: afterMove(after, builder: builder))
    }
    guard after.succeeded else {
      defer { resolved.restore() }
      return try broke(after)
    }
    guard let testedBefore, let test = builder.test else { return .built }
    if PackageBuilder.foundNoTests(testedBefore) { return .builtWithoutTests }
    guard testedBefore.succeeded else {
      return .testsFailedBefore(
        Array(Self.failureLines(testedBefore.output, root: root.path).prefix(5)),
        after: afterMove(after, builder: builder))
    }
    let testedAfter = test(root)
    guard !testedAfter.succeeded else {
      let before = Set(Self.warningLines(testedBefore.output, root: root.path))
      let warnings = Self.warningLines(testedAfter.output, root: root.path)
      return .passed(newWarnings: Array(warnings.filter { !before.contains($0) }.prefix(10)))
    }
    try restore()
    resolved.restore()
    return .testsFailed(Array(Self.failureLines(testedAfter.output, root: root.path).prefix(20)))
  }

  /// What the build `after` the move found, with its tests run if the builder runs them.
  private func afterMove(_ after: PackageBuilder.Outcome, builder: PackageBuilder) -> AfterMove {
    guard after.succeeded else { return .doesNotBuild(Array(errorLines(after.output).prefix(5))) }
    guard let tested = builder.test?(root), !PackageBuilder.foundNoTests(tested) else {
      return .builds
    }
    return tested.succeeded
      ? .passes : .failsTests(Array(Self.failureLines(tested.output, root: root.path).prefix(5)))
  }

  /// Writes every file back, and says which change broke which file of the failed build `after`.
  private func broke(_ after: PackageBuilder.Outcome) throws -> Proof {
    try restore()
    let explained = BuildErrors(
      after.output, roots: [root.path, root.resolvingSymlinksInPath().path]
    )
    .explained(by: self)
    return .broke(
      explained.isEmpty
        ? Array(after.output.split(separator: "\n").suffix(10).map(String.init)) : explained)
  }

  private func errorLines(_ output: String) -> [String] {
    output.split(separator: "\n").filter { $0.contains("error:") }.map(String.init)
  }

  /// The lines of a test run that tell a failure: XCTest's `error:` lines and Swift Testing's
  /// `✘` and `↳` lines, with the package's root left out of their paths; the run's last lines if
  /// none.
  static func failureLines(_ output: String, root: String) -> [String] {
    let lines = output.split(separator: "\n").map(String.init)
    // Swift Testing writes what an issue says after its `✘` line, each line under `↳`: a
    // clock's hang names its remedy there. A `↳` line elsewhere (the run's header, which names
    // the testing library's version) tells no failure. A test that passed with a known issue
    // says so with the text, which may hold `error:` (`Caught error: …`).
    let failures = Self.lines(
      lines, root: root,
      heads: {
        !$0.contains("recorded a known issue") && ($0.contains("error:") || $0.contains("✘"))
      },
      withNotes: { $0.contains("✘") })
    return (Self.crash(in: lines).map { [$0] } ?? [])
      + (failures.isEmpty
        ? lines.suffix(10).map { $0.replacingOccurrences(of: root + "/", with: "") } : failures)
  }

  /// The warnings of a test run: Swift Testing's `recorded a warning` lines, each with the
  /// `↳` lines under it, and `path: warning: …` lines, with the package's root left out.
  static func warningLines(_ output: String, root: String) -> [String] {
    Self.lines(
      output.split(separator: "\n").map(String.init), root: root,
      heads: { $0.contains("recorded a warning") || $0.contains("warning: ") },
      withNotes: { $0.contains("recorded a warning") })
  }

  /// The lines `heads` picks, each followed by the `↳` lines under it where `withNotes` says
  /// it has them, with the package's root left out of their paths.
  private static func lines(
    _ lines: [String], root: String, heads: (String) -> Bool, withNotes: (String) -> Bool
  ) -> [String] {
    var picked: [String] = []
    var underHead = false
    for line in lines {
      if heads(line) {
        picked.append(line)
        underHead = withNotes(line)
      } else if underHead, line.contains("↳") {
        picked.append(line)
      } else {
        underHead = false
      }
    }
    return picked.map { $0.replacingOccurrences(of: root + "/", with: "") }
  }

  /// Where a test process died on a signal, a line naming the test it had started and not
  /// finished, which a crash report's lines do not.
  static func crash(in lines: [String]) -> String? {
    guard let exit = lines.first(where: { $0.contains("exited with unexpected signal code") }),
      let code = exit.split(separator: " ").last
    else { return nil }
    var running: [String] = []
    for line in lines {
      // Swift Testing: `◇ Test name() started.`, then `✔`/`✘` `Test name() passed/failed…`;
      // XCTest: `Test Case 'A.b' started`, then `… passed`/`… failed`.
      if let name = Self.testName(in: line, before: " started") {
        running.append(name)
      } else if let name = Self.testName(in: line, before: " passed")
        ?? Self.testName(in: line, before: " failed")
      {
        running.removeAll { $0 == name }
      }
    }
    guard let test = running.first else {
      return "The test process crashed (signal \(code)): run `swift test` to see where."
    }
    let filter = test.prefix { $0 != "(" }.replacingOccurrences(of: ".", with: "/")
    return
      "The test process crashed (signal \(code)) in \(test): run `swift test --filter \(filter)` to see where."
  }

  /// The name in `Test name()` or `Test Case 'A.b'` before `word`, or `nil`.
  private static func testName(in line: String, before word: String) -> String? {
    guard let end = line.range(of: word) else { return nil }
    let head = line[..<end.lowerBound]
    if let start = head.range(of: "Test Case '") {
      return head[start.upperBound...].trimmingCharacters(in: ["'"])
    }
    guard let start = head.range(of: "Test ", options: .backwards) else { return nil }
    let name = head[start.upperBound...]
    return name.hasSuffix(")") ? String(name) : nil
  }
}
