import SwiftParser
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
///
/// The stages: the manifest's facts (``ManifestAnalysis``); the plan of its rewrite, from those
/// facts and what the sources need (``ManifestDecision``, ``ManifestPlan``); the rewrite
/// (``ManifestRewriter``); the steps left in the migrated manifest, analysed in turn
/// (``ManifestSteps``).
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
  ///   - testClockFiles: The paths of the source files that name `TestClock`, found the same
  ///     way: their targets get `DependenceTesting` for
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
    let needs = SourceNeeds(
      concurrencyExtrasFiles: concurrencyExtrasFiles, testClockFiles: testClockFiles,
      testFiles: testFiles, testingFiles: testingFiles, issueReportingFiles: issueReportingFiles)
    return migrate(
      manifest, analysis: ManifestAnalysis(Parser.parse(source: manifest)), needs: needs,
      dependence: dependence
    ).map(\.migration)
  }

  /// Migrates `manifest`, whose analysis is `analysis`, for sources that need `needs`.
  ///
  /// - Returns: The migration, with the analysis of the manifest it leaves (the manifest itself
  ///   when it is left unchanged), or the first syntax error of one that does not parse.
  static func migrate(
    _ manifest: String, analysis: ManifestAnalysis, needs: SourceNeeds,
    dependence: PackageReference
  ) -> Result<(migration: FileMigration, migrated: ManifestAnalysis), UnparsableFile> {
    let needs = needs.resolvingAliases { analysis.targets.target(of: $0)?.name }
    let file: ParsedFile
    switch ParsedFile.checked(analysis.tree) {
    case .success(let parsed): file = parsed
    case .failure(let error): return .failure(error)
    }
    guard
      let plan = ManifestDecision.plan(
        for: file, analysis: analysis, needs: needs, dependence: dependence)
    else {
      return .success((FileMigration(text: manifest), analysis))
    }
    let rewriter = ManifestRewriter(
      file: file, dependence: dependence, plan: plan, helpers: analysis.helpers)
    let text = rewriter.rewrite(file.tree).description
    guard case .success(let migratedFile) = ParsedFile.parse(text) else {
      return .failure(.migrationDefect(in: text))
    }
    let migrated = MigratedManifest(
      file: migratedFile, analysis: ManifestAnalysis(migratedFile.tree), written: analysis,
      plan: plan, needs: needs, dependence: dependence)
    let migration = FileMigration(
      text: text, changes: rewriter.changes.sortedByLine(\.line),
      leftByHand: ManifestSteps.steps(in: migrated))
    return .success((migration, migrated.analysis))
  }
}
