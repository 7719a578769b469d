import DependenceMigration
import Testing

/// The migration of `source`, recording an issue when it does not parse.
func migrated(
  _ source: String, isTest: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
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
  sourceLocation: SourceLocation = #_sourceLocation
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
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let again = migrated(migration.text, isTest: isTest, sourceLocation: sourceLocation)
  #expect(again.text == migration.text, sourceLocation: sourceLocation)
  #expect(again.changes == [], sourceLocation: sourceLocation)
}
