import SwiftParser
import SwiftSyntax
import Testing

@testable import DependenceMigration

/// The migration of `source`, recording an issue when it does not parse.
func migrated(
  _ source: String, isTest: Bool = false, sourceLocation: Testing.SourceLocation = #_sourceLocation
)
  -> FileMigration
{
  switch SourceMigration.migrate(source, isTest: isTest) {
  case .success(let migration): return migration
  case .failure(let error):
    Issue.record("unparsable: \(error.message)", sourceLocation: sourceLocation)
    return FileMigration(text: "")
  }
}

/// The migration of `manifest`, naming dependence by the path `../dependence`.
func migratedManifest(
  _ manifest: String, concurrencyExtrasFiles: [String] = [],
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> FileMigration {
  switch ManifestMigration.migrate(
    manifest, dependence: .path("../dependence"), concurrencyExtrasFiles: concurrencyExtrasFiles)
  {
  case .success(let migration): return migration
  case .failure(let error):
    Issue.record("unparsable: \(error.message)", sourceLocation: sourceLocation)
    return FileMigration(text: "")
  }
}

/// Expects migrating `migration.text` again to return it unchanged, with no changes.
func expectIdempotent(
  _ migration: FileMigration, isTest: Bool = false,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let again = migrated(migration.text, isTest: isTest, sourceLocation: sourceLocation)
  #expect(again.text == migration.text, sourceLocation: sourceLocation)
  #expect(again.changes == [], sourceLocation: sourceLocation)
}

/// Expects migrating the migrated manifest again to change nothing.
func expectManifestIdempotent(
  _ migration: FileMigration, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let again = migratedManifest(migration.text, sourceLocation: sourceLocation)
  #expect(again.text == migration.text, sourceLocation: sourceLocation)
  #expect(again.changes == [], sourceLocation: sourceLocation)
}

/// The plan of `manifest`'s rewrite for sources that need `needs`, naming dependence by the path
/// `../dependence`; `nil` when the manifest is left alone.
func manifestPlan(
  _ manifest: String, needs: SourceNeeds = SourceNeeds(),
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws -> ManifestPlan? {
  let analysis = ManifestAnalysis(Parser.parse(source: manifest))
  let file = try #require(
    try? ParsedFile.checked(analysis.tree).get(), sourceLocation: sourceLocation)
  return ManifestDecision.plan(
    for: file, analysis: analysis, needs: needs, dependence: .path("../dependence"))
}

/// The steps that the finders `spelling`, then `targets`, find in `manifest`, read as a migrated
/// manifest rewritten by `plan` for sources that need `needs`, naming dependence by the path
/// `../dependence`.
func manifestSteps(
  in manifest: String, spelling: [any ManifestStepFinder],
  targets: [any ManifestStepFinder] = [], plan: ManifestPlan = ManifestPlan(),
  needs: SourceNeeds = SourceNeeds(), sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws -> [ManualStep] {
  let file = try #require(try? ParsedFile.parse(manifest).get(), sourceLocation: sourceLocation)
  let migrated = MigratedManifest(
    file: file, analysis: ManifestAnalysis(file.tree), written: ManifestAnalysis(file.tree),
    plan: plan, needs: needs, dependence: .path("../dependence"))
  return ManifestSteps.steps(in: migrated, spelling: spelling, targets: targets)
}

/// `manifest` rewritten as `plan` says, naming dependence by the path `../dependence`, with the
/// changes made.
func manifestRewritten(
  _ manifest: String, plan: ManifestPlan, sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws -> (text: String, changes: [Change]) {
  let file = try #require(try? ParsedFile.parse(manifest).get(), sourceLocation: sourceLocation)
  let rewriter = ManifestRewriter(
    file: file, dependence: .path("../dependence"), plan: plan,
    helpers: ManifestAnalysis(file.tree).helpers)
  return (rewriter.rewrite(file.tree).description, rewriter.changes)
}
