import SwiftSyntax

/// Moves a `Package.swift` from swift-dependencies and swift-clocks to this package.
///
/// It replaces swift-dependencies' package line with this package's, renames the products in
/// every target's `dependencies:` array literal, removes swift-clocks when no target needs it,
/// links `IssueReportingTestSupport` where swift-custom-dump's or swift-snapshot-testing's
/// helpers need it, raises the tools version and the Apple platforms this package needs, and
/// gives the product `ConcurrencyExtras` to the targets whose files import it. What it cannot
/// rewrite safely is listed in ``FileMigration/leftByHand``. A manifest that names neither
/// package nor this one comes back unchanged, and migrating a migrated manifest changes nothing.
public enum ManifestMigration {
  /// Migrates the text of a `Package.swift`.
  ///
  /// - Parameters:
  ///   - manifest: The manifest's text.
  ///   - dependence: How the manifest names this package.
  ///   - concurrencyExtrasFiles: The paths, relative to the package root, of the source files
  ///     that need the product `ConcurrencyExtras`, which swift-dependencies re-exported. A file
  ///     belongs to the target whose `path:` is the deepest folder holding it, or, under
  ///     `Sources/<Name>/` or `Tests/<Name>/`, to the target named `<Name>` without `path:`.
  /// - Returns: The migrated manifest, or the first syntax error of one that does not parse.
  public static func migrate(
    _ manifest: String, dependence: PackageReference = .github,
    concurrencyExtrasFiles: [String] = []
  ) -> Result<FileMigration, UnparsableFile> {
    let file: ParsedFile
    switch ParsedFile.parse(manifest) {
    case .success(let parsed): file = parsed
    case .failure(let error): return .failure(error)
    }
    let strings = StringLiterals(file.tree).texts
    guard ManifestSurvey(file.tree).namesPeers else {
      guard !concurrencyExtrasFiles.isEmpty,
        ManifestSurvey(file.tree).declaredPackages.contains(dependence.identity)
      else {
        return .success(FileMigration(text: manifest))
      }
      return addingConcurrencyExtras(
        to: file, files: concurrencyExtrasFiles, dependence: dependence)
    }

    let issueReportingPackage =
      strings.contains { text in
        ManifestNames.reportingThroughIssueReporting.contains { text.contains($0) }
      }
      ? (strings.contains { $0.contains("swift-issue-reporting") }
        ? "swift-issue-reporting" : "xctest-dynamic-overlay")
      : nil
    // The first pass moves what it can; what still names either package decides whether their
    // lines go. The second pass tells whether the products' package is declared.
    let firstPass = ManifestRewriter(
      file: file, dependence: dependence,
      options: .init(issueReportingPackage: issueReportingPackage))
    let moved = ManifestSurvey(firstPass.rewrite(file.tree))
    var options = ManifestRewriter.Options(issueReportingPackage: issueReportingPackage)
    options.keepsSwiftDependencies = moved.namedPeers.contains(ManifestNames.swiftDependencies)
    options.removesSwiftClocks = !moved.namedPeers.contains(ManifestNames.swiftClocks)
    if case .lineComment(let comment)? = file.tree.leadingTrivia.first,
      let version = ToolsVersion(comment: comment)
    {
      options.keepsSwift5Mode = version.major < 6
    }
    let secondPass = ManifestRewriter(file: file, dependence: dependence, options: options)
    let survey = ManifestSurvey(secondPass.rewrite(file.tree))
    if survey.productPackages.contains(dependence.identity),
      !survey.declaredPackages.contains(dependence.identity)
    {
      options.addedPackages.append(dependence.declaration)
    }
    if firstPass.addedIssueReporting,
      survey.declaredPackages.isDisjoint(with: ManifestNames.issueReporting)
    {
      options.addedPackages.append(ManifestNames.issueReportingDeclaration)
    }
    addingConcurrencyExtras(
      of: concurrencyExtrasFiles, in: file.tree, declaredPackages: survey.declaredPackages,
      to: &options)
    let rewriter = ManifestRewriter(file: file, dependence: dependence, options: options)
    var rewritten = rewriter.rewrite(file.tree).cast(SourceFileSyntax.self)
    var changes = rewriter.changes
    if let raised = raisingToolsVersion(rewritten.leadingTrivia) {
      rewritten.leadingTrivia = raised.trivia
      changes.append(Change(line: 1, description: raised.description))
    }

    let text = rewritten.description
    guard case .success(let migrated) = ParsedFile.parse(text) else {
      return .failure(UnparsableFile(message: "line 1: the migration would not parse; left alone"))
    }
    let steps =
      ManifestManualSteps(file: migrated, dependence: dependence).steps
      + concurrencyExtrasSteps(for: concurrencyExtrasFiles, in: migrated)
    return .success(
      FileMigration(
        text: text, changes: changes.sortedByLine(\.line), leftByHand: steps.sortedByLine(\.line)))
  }

  /// `trivia` with its first comment raised to ``ToolsVersion/required``, or `nil` when it
  /// needs no change.
  private static func raisingToolsVersion(_ trivia: Trivia) -> (
    trivia: Trivia, description: String
  )? {
    guard case .lineComment(let comment)? = trivia.first,
      let version = ToolsVersion(comment: comment), version.isOlder(than: .required)
    else {
      return nil
    }
    let pieces = [TriviaPiece.lineComment(ToolsVersion.requiredComment)] + trivia.pieces.dropFirst()
    return (
      Trivia(pieces: pieces),
      "swift-tools-version \(version.major).\(version.minor) → \(ToolsVersion.required.major).\(ToolsVersion.required.minor)"
    )
  }
}
