import DependenceMigration
import Foundation

extension MigrateCommand {
  /// Writes the plan, proving it by building the package before and after (`--build`), and by
  /// running its tests after each build (`--test`).
  func prove(_ plan: MigrationPlan) {
    let scratch = buildPath ?? root.appendingPathComponent(".build/dependence-migrate")
    let what = runsTests ? "Building and testing the package" : "Building the package and its tests"
    FileHandle.standardError.write(
      Data("\(what) before and after the move, in \(scratch.path)…\n".utf8))
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
    case .passed:
      print("\nThe moved package builds, and its tests pass, as before the move.")
    case .testsFailedBefore(let failures):
      print(
        "\nThe moved package builds, as it did before the move. Its tests failed before the move, so running them after it proves nothing; the files are written. Its first failures before the move:\n"
          + failures.joined(separator: "\n"))
    case .testsFailed(let failures):
      Self.fail(
        """
        the moved package builds, but its tests fail where they passed before the move, so every file is back as it was. What failed:
        \(failures.joined(separator: "\n"))
        Make the steps left by hand above, or these edits by hand, then fix what the failures name (guide: \(GuideSection.movedPackage)):
        \(plan.edits.joined(separator: "\n"))
        """, showUsage: false)
    case .didNotBuildBefore(let errors):
      print(
        "\nThe package did not build before the move either, so building it after proves nothing; the files are written. Its first errors before the move:\n"
          + errors.joined(separator: "\n"))
    case .manifestDidNotLoad(let error):
      Self.fail(Self.manifestDidNotLoad(plan, error), showUsage: false)
    case .broke(let errors):
      Self.fail(
        """
        the moved package did not build, where it built before the move, so every file is back as it was. Each error, with what the command did to its file:
        \(errors.joined(separator: "\n"))
        Make the steps left by hand above, or these edits by hand, fixing what the errors name (guide: \(GuideSection.movedPackage)):
        \(plan.edits.joined(separator: "\n"))
        """, showUsage: false)
    }
  }
}
