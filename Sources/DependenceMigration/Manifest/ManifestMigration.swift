import SwiftSyntax

/// Moves a `Package.swift` from swift-dependencies and swift-clocks to this package.
///
/// It replaces swift-dependencies' package line with this package's, renames the products
/// wherever the manifest names them, removes swift-clocks when no target needs it,
/// links `IssueReportingTestSupport` where swift-custom-dump's or swift-snapshot-testing's
/// helpers need it, raises the Apple platforms this package needs (keeping the tools version), and
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
  ///   - testClockFiles: The paths of the source files that name `TestClock` or
  ///     `ImmediateClock`, found the same way: their targets get `DependenceTesting` for
  ///     swift-clocks' `Clocks`, the others `Dependence`.
  ///   - testFiles: Which of those paths are test files.
  ///   - testingFiles: The paths of the migrated source files that import `DependenceTesting`:
  ///     their targets get that product where they do not name it.
  ///   - issueReportingFiles: The swift-issue-reporting modules each source file imports, by
  ///     path: their targets get the products, which swift-dependencies brought.
  /// - Returns: The migrated manifest, or the first syntax error of one that does not parse.
  public static func migrate(
    _ manifest: String, dependence: PackageReference = .github,
    concurrencyExtrasFiles: [String] = [], testClockFiles: [String] = [],
    testFiles: Set<String> = [], testingFiles: [String] = [],
    issueReportingFiles: [String: Set<String>] = [:]
  ) -> Result<FileMigration, UnparsableFile> {
    let file: ParsedFile
    switch ParsedFile.parse(manifest) {
    case .success(let parsed): file = parsed
    case .failure(let error): return .failure(error)
    }
    let strings = LiteralTexts(file.tree).texts
    guard ManifestSurvey(file.tree).namesReplacedPackages || !RuntimeProductNames(file.tree).isEmpty
    else {
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
    let targets = ManifestTargets(file.tree)
    options.testClockTargets = Set(testClockFiles.compactMap { targets.target(of: $0)?.name })
    options.testClocksOutsideTests = testClockFiles.contains { !testFiles.contains($0) }
    options.testingTargets = Set(testingFiles.compactMap { targets.target(of: $0)?.name })
    options.keepsSwiftDependencies = moved.namedReplacedPackages.contains(
      ManifestNames.swiftDependencies)
    options.removesSwiftClocks = !moved.namedReplacedPackages.contains(ManifestNames.swiftClocks)
    options.spellsPlatformsAsStrings = spellsPlatformsAsStrings(file.tree)
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
    addingIssueReporting(
      of: issueReportingFiles, in: file.tree, declaredPackages: survey.declaredPackages,
      to: &options)
    let rewriter = ManifestRewriter(file: file, dependence: dependence, options: options)
    let text = rewriter.rewrite(file.tree).description
    let changes = rewriter.changes
    guard case .success(let migrated) = ParsedFile.parse(text) else {
      return .failure(.migrationDefect(in: text))
    }
    let steps =
      ManifestManualSteps(
        file: migrated, dependence: dependence,
        spellsPlatformsAsStrings: options.spellsPlatformsAsStrings
      ).steps
      + concurrencyExtrasSteps(for: concurrencyExtrasFiles, in: migrated)
      + issueReportingSteps(for: issueReportingFiles, in: migrated)
      + dependenceTestingSteps(for: testingFiles, in: migrated, dependence: dependence)
    return .success(
      FileMigration(
        text: text, changes: changes.sortedByLine(\.line), leftByHand: steps.sortedByLine(\.line)))
  }

  /// Whether the manifest's tools version is below 6.2, where `.v26` does not exist: the
  /// platforms are then raised as `.macOS("26.0")`, and the tools version stays. Raising it would
  /// also move every target to the Swift 6 language mode and compile the manifest itself in it.
  static func spellsPlatformsAsStrings(_ tree: SourceFileSyntax) -> Bool {
    guard case .lineComment(let comment)? = tree.leadingTrivia.first,
      let version = ToolsVersion(comment: comment)
    else {
      return false
    }
    return version.isOlder(than: .platformMembers)
  }
}
