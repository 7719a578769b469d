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
  /// Whether a source file imports a module of swift-dependencies or swift-clocks: the package
  /// moves, whether or not its manifest still names either (one whose manifest was moved by
  /// hand, following the steps of a run that wrote nothing).
  var sourcesImportReplacedPackages = false
  /// Whether a source file writes this package's names (`@Dependency`, `DependencyValues`, …,
  /// ``SwiftDependenciesNames``), read where ``dependenceThroughDependencies`` holds: its tests
  /// reach this package's code through that dependency's `@_exported import`.
  var writesDependenceNames = false
  /// Whether a package the resolved graph keeps after the move (any but swift-dependencies and
  /// swift-clocks) leads to swift-issue-reporting, which then stays in the test process.
  var issueReportingStaysInGraph = false
  /// The other paths of each file that symbolic links make several (a helper in `Tests/Shared`
  /// linked into two test targets' folders).
  var aliases: [String: [String]] = [:]

  /// These needs without the paths of no target whose file another path gives one (`target`
  /// finds a path's): a helper kept in `Tests/Shared` and linked into test targets' folders is
  /// needed by those targets, and by no target of its own.
  func resolvingAliases(_ target: (String) -> String?) -> SourceNeeds {
    guard !aliases.isEmpty else { return self }
    let covered = Set(
      aliases.filter { path, others in
        target(path) == nil && others.contains { target($0) != nil }
      }.keys)
    var resolved = self
    resolved.concurrencyExtrasFiles.removeAll(where: covered.contains)
    resolved.testClockFiles.removeAll(where: covered.contains)
    resolved.testingFiles.removeAll(where: covered.contains)
    resolved.issueReportingFiles = issueReportingFiles.filter { !covered.contains($0.key) }
    return resolved
  }
}
