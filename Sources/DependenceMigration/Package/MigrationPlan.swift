public import Foundation
import SwiftParser

/// What migrating a package would change, file by file: apply it, or show it.
public struct MigrationPlan: Sendable, Equatable {
  /// The package root.
  public var root: URL
  /// `Package.swift` first, then each `Package@swift-*.swift`, then the Swift files of `Sources/`
  /// and `Tests/` by path.
  public var files: [PlannedFile]
  /// Whether the manifest names swift-dependencies or swift-clocks, or a source imports one of
  /// their modules.
  public var usesSwiftDependencies: Bool

  /// What ``PackageMigration`` found of each migrated manifest when it made the plan, by path,
  /// so that ``leavesPeersInManifest`` need not parse them again; empty for a plan made
  /// otherwise.
  var manifestChecks: [String: ManifestCheck]
  /// The dependencies that keep swift-dependencies or swift-clocks in the resolved graph after
  /// the move, which must move first: the command writes nothing while there is one. Empty
  /// where there is none, or where the graph was never resolved.
  public var packagesToMoveFirst: [PackageToMoveFirst] = []
  /// The requirements on swift-syntax, of the package's manifests or of its resolved graph's,
  /// that leave none of the versions this package's macros build with: the command writes
  /// nothing while there is one, as no version would resolve after the move.
  public var swiftSyntaxConflicts: [SwiftSyntaxConflict] = []
  /// The packages the manifests name by URL, other than the ones the move replaces or adds,
  /// that the graph resolved in the package's `.build` does not hold (it was never resolved
  /// there, or before the manifest named them): none was read for swift-dependencies, as none
  /// is on disk. Sorted; empty once resolved.
  public var unreadDependencies: [String] = []
  /// Where a package that imports no module of swift-dependencies writes one of its names
  /// (`@Dependency`, `DependencyValues`, …), reached through a dependency's re-export: the
  /// first such file and name, when ``packagesToMoveFirst`` is not empty on that account alone.
  public var reexportedUse: ReexportedUse?
  /// The other paths of each file that symbolic links make several; the plan writes each such
  /// file once, by one of them.
  var aliases: [String: [String]] = [:]

  /// A name of swift-dependencies written in a file that imports none of its modules.
  public struct ReexportedUse: Sendable, Equatable {
    /// The file, relative to the package root.
    public var path: String
    /// The name, such as `Dependency`.
    public var name: String

    /// Creates a use.
    public init(path: String, name: String) {
      self.path = path
      self.name = name
    }
  }

  /// Creates a plan.
  public init(root: URL, files: [PlannedFile], usesSwiftDependencies: Bool) {
    self.init(
      root: root, files: files, usesSwiftDependencies: usesSwiftDependencies, manifestChecks: [:])
  }

  /// Creates a plan with what was found of its migrated manifests.
  init(
    root: URL, files: [PlannedFile], usesSwiftDependencies: Bool,
    manifestChecks: [String: ManifestCheck]
  ) {
    self.root = root
    self.files = files
    self.usesSwiftDependencies = usesSwiftDependencies
    self.manifestChecks = manifestChecks
  }

  /// Two plans are equal when they have one root, files, use of swift-dependencies and packages
  /// to move first: what was
  /// found of the manifests when they were made follows from their files.
  public static func == (lhs: MigrationPlan, rhs: MigrationPlan) -> Bool {
    lhs.root == rhs.root && lhs.files == rhs.files
      && lhs.usesSwiftDependencies == rhs.usesSwiftDependencies
      && lhs.packagesToMoveFirst == rhs.packagesToMoveFirst
      && lhs.reexportedUse == rhs.reexportedUse
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

  /// Whether applying the plan writes a file: there is something to migrate, and a file
  /// changes.
  public var writesFiles: Bool {
    !isNothingToMigrate && files.contains { $0.newText != nil }
  }

  /// Whether a migrated manifest still names a replaced package, swift-dependencies or
  /// swift-clocks (the "peers" of the name), where the migration could not move it (see the steps
  /// left by hand): the package is then not moved, and the command writes nothing.
  public var leavesPeersInManifest: Bool {
    manifests.contains { manifest in
      guard case .success(let migration) = manifest.result else { return false }
      if let check = manifestChecks[manifest.path], check.text == migration.text {
        return check.leavesReplacedPackages
      }
      return ManifestAnalysis(Parser.parse(source: migration.text)).leavesReplacedPackages
    }
  }

  /// The manifests: `Package.swift`, then each `Package@swift-*.swift`.
  public var manifests: [PlannedFile] {
    files.filter { ManifestFiles.isManifest($0.path) }
  }

  /// The files that parse and whose migration would not: the command then writes nothing.
  public var migrationDefects: [PlannedFile] {
    files.filter { file in
      guard case .failure(let error) = file.result else { return false }
      return error.isMigrationDefect
    }
  }
}
