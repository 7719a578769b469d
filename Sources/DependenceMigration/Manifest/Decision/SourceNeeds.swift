/// What a package's sources need of its manifest, by the paths of their files relative to the
/// package root (see ``ManifestMigration`` for how a file's target is found).
struct SourceNeeds {
  /// The files that need the product `ConcurrencyExtras`, which swift-dependencies re-exported.
  var concurrencyExtrasFiles: [String] = []
  /// The files that name `TestClock`: their targets get `DependenceTesting`
  /// for swift-clocks' `Clocks`.
  var testClockFiles: [String] = []
  /// The test files among all of them.
  var testFiles: Set<String> = []
  /// The migrated files that import `DependenceTesting`.
  var testingFiles: [String] = []
  /// The swift-issue-reporting modules each file imports, which swift-dependencies brought.
  var issueReportingFiles: [String: Set<String>] = [:]
  /// Whether a package of the resolved graph that this one depends on declares this package:
  /// a dependency that moved first brings it, and with it its Apple platforms.
  var dependenceThroughDependencies = false
}
