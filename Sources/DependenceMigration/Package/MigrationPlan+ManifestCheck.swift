extension MigrationPlan {
  /// Whether a migrated manifest leaves a replaced package, found from its tree as it was
  /// migrated, with the text it was found for: a plan whose manifest has another text since
  /// finds it again.
  struct ManifestCheck: Sendable {
    /// The migrated manifest's text.
    let text: String
    /// Whether it still names swift-dependencies or swift-clocks where the migration could not
    /// move it (``ManifestAnalysis/leavesReplacedPackages``).
    let leavesReplacedPackages: Bool
  }
}
