import Foundation

extension MigrationPlan {
  /// What proving a move by building the package found.
  public enum Proof: Sendable, Equatable {
    /// Nothing was to be written, so nothing was built.
    case nothingWritten
    /// The package built before the move, and builds after it.
    case built
    /// The package built and its tests passed before the move, and the same after it.
    case passed
    /// The package built before the move and its tests failed then, so running them after it
    /// would prove nothing; it builds after the move, and the files are written. Holds the first
    /// failures before the move.
    case testsFailedBefore([String])
    /// The package's tests passed before the move and fail after it, though it builds: every
    /// file is back as it was. Holds the failures.
    case testsFailed([String])
    /// The package did not build before the move, so a build after it would prove nothing: the
    /// files are written, as without a proof. Holds the build's first errors.
    case didNotBuildBefore([String])
    /// The migrated manifest did not load: every file is back as it was. Holds the loader's error.
    case manifestDidNotLoad(String)
    /// The package built before the move and does not after it: every file is back as it was.
    /// Holds each error, with what the migration did to its file.
    case broke([String])
  }

  /// Builds the package with `builder`, and runs its tests if the builder can, writes every
  /// changed file and loads the manifests (see ``apply(loadingWith:)``), then builds it again,
  /// and runs the tests again if they passed before. When it built before and does not after,
  /// writes every file back as it was and says which change broke which file; when its tests
  /// passed before and fail after, writes every file back and says which failed.
  ///
  /// - Throws: The error of the first file that cannot be written.
  public func apply(
    loadingWith loader: ManifestLoader = .swiftPM, provingWith builder: PackageBuilder
  ) throws -> Proof {
    guard !isNothingToMigrate, files.contains(where: { $0.newText != nil }) else {
      return .nothingWritten
    }
    let before = builder.build(root)
    let testedBefore = before.succeeded ? builder.test?(root) : nil
    if let error = try apply(loadingWith: loader) { return .manifestDidNotLoad(error) }
    guard before.succeeded else {
      return .didNotBuildBefore(Array(errorLines(before.output).prefix(5)))
    }
    let after = builder.build(root)
    guard after.succeeded else { return try broke(after) }
    guard let testedBefore, let test = builder.test else { return .built }
    guard testedBefore.succeeded else {
      return .testsFailedBefore(Array(failureLines(testedBefore.output).prefix(5)))
    }
    let testedAfter = test(root)
    guard !testedAfter.succeeded else { return .passed }
    try restore()
    return .testsFailed(Array(failureLines(testedAfter.output).prefix(20)))
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
  /// `✘` lines, with the package's root left out of their paths; the run's last lines if none.
  private func failureLines(_ output: String) -> [String] {
    let lines = output.split(separator: "\n").map(String.init)
    let failures = lines.filter { $0.contains("error:") || $0.contains("✘") }
    let shown = failures.isEmpty ? Array(lines.suffix(10)) : failures
    return shown.map { $0.replacingOccurrences(of: root.path + "/", with: "") }
  }
}
