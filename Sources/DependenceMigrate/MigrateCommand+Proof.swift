import DependenceMigration
import Foundation

extension MigrateCommand {
  /// Where the move adds or removes lines of Swift files, says so: a test that matched an
  /// issue's line there fails for that alone.
  static func movedLines(_ plan: MigrationPlan) -> String {
    let files = plan.filesWhoseLinesMove
    guard !files.isEmpty else { return "" }
    return
      " The move adds or removes lines in \(files.joined(separator: ", ")), so an issue reported below them is at another line now: a test that matches an issue's line there needs it updated."
  }

  /// Writes the plan, proving it by building the package before and after (`--build`), and by
  /// running its tests after each build (`--test`).
  func prove(_ plan: MigrationPlan) {
    // A package with nothing to write is not built: announce the builds only where they run.
    if plan.writesFiles {
      let what =
        runsTests ? "Building and testing the package" : "Building the package and its tests"
      FileHandle.standardError.write(
        Data("\(what) before and after the move, in \(scratch.path)…\n".utf8))
    }
    let proof: MigrationPlan.Proof
    do {
      proof = try plan.apply(
        provingWith: .swiftPM(scratchPath: scratch, runningTests: runsTests))
    } catch {
      Self.fail("\(error)", showUsage: false)
    }
    print(plan.report, terminator: "")
    switch proof {
    case .nothingWritten:
      break
    case .built:
      print("\nThe moved package builds, with its tests, as it did before the move.")
    case .passed(let warnings) where warnings.isEmpty:
      print("\nThe moved package builds, and its tests pass, as before the move.")
    case .passed(let warnings):
      print(
        "\nThe moved package builds, and its tests pass, as before the move. They now warn, where they did not before; each warning names its remedy (guide: \(GuideSection.behaviour)):\n"
          + warnings.joined(separator: "\n"))
    case .builtWithoutTests:
      print("\nThe moved package builds, as it did before the move. It has no tests to run.")
    case .testsFailedBefore(let failures, let after):
      print(
        "\nThe moved package builds, as it did before the move. Its tests failed before the move, so there is nothing to compare with; the files are written. Its first failures before the move:\n"
          + failures.joined(separator: "\n") + "\n"
          + (after == .passes ? Self.passesWhereItFailed : Self.describe(after)))
    case .testsFailed(let failures):
      Self.fail(
        """
        the moved package builds, but its tests fail where they passed before the move, so every file is back as it was. What failed:
        \(failures.joined(separator: "\n"))
        The move builds: to keep it, run the command again without --test, then fix the tests these failures name (guide: \(GuideSection.movedPackage); a test that relied on how swift-dependencies behaves: \(GuideSection.behaviour)).\(Self.movedLines(plan)) The edits it made and put back:
        \(plan.edits.joined(separator: "\n"))
        """, showUsage: false)
    case .didNotBuildBefore(let errors, let after):
      print(
        "\nThe package did not build before the move, so there is nothing to compare with; the files are written. Its first errors before the move:\n"
          + errors.joined(separator: "\n") + "\n" + Self.describe(after))
    case .manifestDidNotLoad(let error):
      Self.fail(Self.manifestDidNotLoad(plan, error), showUsage: false)
    case .broke(let errors):
      Self.fail(
        """
        the moved package did not build, where it built before the move, so every file is back as it was. Each error, with what the command did to its file:
        \(errors.joined(separator: "\n"))
        \(Self.byHand(plan)), fixing what the errors name (guide: \(GuideSection.movedPackage)):
        \(plan.edits.joined(separator: "\n"))
        """, showUsage: false)
    }
  }

  /// What to do by hand after the files were put back: the steps the report listed, where it
  /// listed some, or the edits.
  static func byHand(_ plan: MigrationPlan) -> String {
    let listsSteps = plan.files.contains { file in
      guard case .success(let migration) = file.result else { return false }
      return !migration.leftByHand.isEmpty
    }
    return listsSteps
      ? "Make the steps left by hand above, or these edits by hand"
      : "Make these edits by hand"
  }

  /// Tests that failed before the move and pass after it: a failure that no longer shows is
  /// not a success until its cause is known.
  static let passesWhereItFailed =
    "After the move, it builds and its tests pass, where they failed before: find out why before you trust it. A test may have failed on a report that this package does not make (guide: \(GuideSection.behaviour); a built-in such as `\\.calendar`, `\\.locale` or `\\.timeZone` has a fixed test value here, where swift-dependencies reported a read the test did not override)."

  /// What the package does after the move, where nothing before it could be compared with.
  static func describe(_ after: MigrationPlan.AfterMove) -> String {
    switch after {
    case .builds:
      "After the move, it builds."
    case .passes:
      "After the move, it builds and its tests pass."
    case .failsTests(let failures):
      "After the move, it builds; its first failing tests:\n" + failures.joined(separator: "\n")
    case .doesNotBuild(let errors):
      "After the move, it does not build either; its first errors:\n"
        + errors.joined(separator: "\n")
    }
  }
}
