public import Foundation

/// What migrating a package would change, file by file: apply it, or show it.
public struct MigrationPlan: Sendable, Equatable {
  /// The package root.
  public var root: URL
  /// `Package.swift` first, then the Swift files of `Sources/` and `Tests/` by path.
  public var files: [PlannedFile]
  /// Whether the manifest names swift-dependencies or swift-clocks, or a source imports one of
  /// their modules.
  public var usesSwiftDependencies: Bool

  /// Creates a plan.
  public init(root: URL, files: [PlannedFile], usesSwiftDependencies: Bool) {
    self.root = root
    self.files = files
    self.usesSwiftDependencies = usesSwiftDependencies
  }

  /// Whether the package has nothing to migrate: it does not use swift-dependencies or
  /// swift-clocks, and no file has a change or a step left by hand.
  public var isNothingToMigrate: Bool {
    !usesSwiftDependencies
      && files.allSatisfy { file in
        guard case .success(let migration) = file.result else { return true }
        return migration.changes.isEmpty && migration.leftByHand.isEmpty
      }
  }

  /// Whether the migrated manifest still names a replaced package, swift-dependencies or
  /// swift-clocks (the "peers" of the name), where the migration could not move it (see the steps
  /// left by hand): the package is then not moved, and the command writes nothing.
  public var leavesPeersInManifest: Bool {
    guard let manifest = files.first(where: { $0.path == "Package.swift" }),
      case .success(let migration) = manifest.result
    else {
      return false
    }
    return ManifestMigration.leavesReplacedPackages(migration.text)
  }

  /// The files that parse and whose migration would not: the command then writes nothing.
  public var migrationDefects: [PlannedFile] {
    files.filter { file in
      guard case .failure(let error) = file.result else { return false }
      return error.isMigrationDefect
    }
  }
}
