import SwiftSyntax

extension ManifestMigration {
  /// The names of the targets of `files` whose `dependencies:` the migration can give the
  /// product `ConcurrencyExtras`.
  static func concurrencyExtrasTargets(of files: [String], in tree: SourceFileSyntax)
    -> Set<String>
  {
    let targets = ManifestTargets(tree)
    return Set(
      files.compactMap { targets.target(of: $0) }.filter(\.hasDependencies).map(\.name))
  }

  /// One step for each target of `files` the migration could not give `ConcurrencyExtras`: a
  /// file with no known target, or a target with no `dependencies:`.
  static func concurrencyExtrasSteps(for files: [String], in file: ParsedFile) -> [ManualStep] {
    ManifestTargets(file.tree).unreachable(files).map { path, node in
      ManualStep(
        line: file.line(of: node),
        what:
          "give the target of \(path) `\(ManifestNames.concurrencyExtrasProduct)`, which swift-dependencies re-exported, and the package line `\(ManifestNames.concurrencyExtrasDeclaration)` if none names it",
        section: GuideSection.beforeFirstBuild)
    }
  }

  /// The options that give the targets of `files` the product `ConcurrencyExtras`, and the
  /// package its line when no package line names it.
  static func addingConcurrencyExtras(
    of files: [String], in tree: SourceFileSyntax, declaredPackages: Set<String>,
    to options: inout ManifestRewriter.Options
  ) {
    guard !files.isEmpty else { return }
    options.concurrencyExtrasTargets = concurrencyExtrasTargets(of: files, in: tree)
    if !declaredPackages.contains(ManifestNames.concurrencyExtras) {
      options.addedPackages.append(ManifestNames.concurrencyExtrasDeclaration)
    }
  }

  /// A manifest that already names this package, with `ConcurrencyExtras` given to the targets
  /// of `files` and nothing else changed.
  static func addingConcurrencyExtras(
    to file: ParsedFile, files: [String], dependence: PackageReference
  ) -> Result<FileMigration, UnparsableFile> {
    var options = ManifestRewriter.Options()
    options.raisesPlatforms = false
    addingConcurrencyExtras(
      of: files, in: file.tree, declaredPackages: ManifestSurvey(file.tree).declaredPackages,
      to: &options)
    let rewriter = ManifestRewriter(file: file, dependence: dependence, options: options)
    let text = rewriter.rewrite(file.tree).description
    guard case .success(let migrated) = ParsedFile.parse(text) else {
      return .failure(.migrationDefect(in: text))
    }
    return .success(
      FileMigration(
        text: text, changes: rewriter.changes.sortedByLine(\.line),
        leftByHand: concurrencyExtrasSteps(for: files, in: migrated).sortedByLine(\.line)))
  }
}
