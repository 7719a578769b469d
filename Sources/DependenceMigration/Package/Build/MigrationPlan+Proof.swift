import Foundation

extension MigrationPlan {
  /// What proving a move by building the package found.
  public enum Proof: Sendable, Equatable {
    /// Nothing was to be written, so nothing was built.
    case nothingWritten
    /// The package built before the move, and builds after it.
    case built
    /// The package did not build before the move, so a build after it would prove nothing: the
    /// files are written, as without a proof. Holds the build's first errors.
    case didNotBuildBefore([String])
    /// The migrated manifest did not load: every file is back as it was. Holds the loader's error.
    case manifestDidNotLoad(String)
    /// The package built before the move and does not after it: every file is back as it was.
    /// Holds each error, with what the migration did to its file.
    case broke([String])
  }

  /// Builds the package with `builder`, writes every changed file and loads the manifests (see
  /// ``apply(loadingWith:)``), then builds it again. When it built before and does not after,
  /// writes every file back as it was and says which change broke which file.
  ///
  /// - Throws: The error of the first file that cannot be written.
  public func apply(
    loadingWith loader: ManifestLoader = .swiftPM, provingWith builder: PackageBuilder
  ) throws -> Proof {
    guard !isNothingToMigrate, files.contains(where: { $0.newText != nil }) else {
      return .nothingWritten
    }
    let before = builder.build(root)
    if let error = try apply(loadingWith: loader) { return .manifestDidNotLoad(error) }
    guard before.succeeded else {
      return .didNotBuildBefore(Array(errorLines(before.output).prefix(5)))
    }
    let after = builder.build(root)
    guard !after.succeeded else { return .built }
    try restore()
    let explained = BuildErrors(after.output, roots: [root.path, root.resolvingSymlinksInPath().path])
      .explained(by: self)
    return .broke(explained.isEmpty ? Array(after.output.split(separator: "\n").suffix(10).map(String.init)) : explained)
  }

  private func errorLines(_ output: String) -> [String] {
    output.split(separator: "\n").filter { $0.contains("error:") }.map(String.init)
  }
}
