import SwiftSyntax

/// A migrated manifest as the step finders see it: its file and analysis, with the plan it was
/// rewritten by and what the package's sources need of it.
struct MigratedManifest {
  /// The migrated manifest, parsed.
  let file: ParsedFile
  /// Its analysis.
  let analysis: ManifestAnalysis
  /// The analysis of the manifest as the user wrote it, before the migration added anything.
  let written: ManifestAnalysis
  /// The plan of the rewrite that made it.
  let plan: ManifestPlan
  /// What the package's sources need of it.
  let needs: SourceNeeds
  /// How it names this package.
  let dependence: PackageReference

  /// The step `what` at the line of `node`, explained in the guide's section `section`.
  func step(_ node: some SyntaxProtocol, _ what: String, _ section: String) -> ManualStep {
    ManualStep(line: file.line(of: node), what: what, section: section)
  }
}
