public import Foundation
import SwiftParser

/// What migrating a package would change, file by file: apply it, or show it.
public struct MigrationPlan: Sendable, Equatable {
  /// The package root.
  public var root: URL
  /// `Package.swift` first, then the Swift files of `Sources/` and `Tests/` by path.
  public var files: [PlannedFile]
  /// Whether the manifest names swift-dependencies or swift-clocks, or a source imports one of
  /// their modules.
  public var usesSwiftDependencies: Bool

  /// What ``PackageMigration`` found of the migrated manifest when it made the plan, so that
  /// ``leavesPeersInManifest`` need not parse it again; `nil` for a plan made otherwise.
  var manifestCheck: ManifestCheck?

  /// Creates a plan.
  public init(root: URL, files: [PlannedFile], usesSwiftDependencies: Bool) {
    self.init(
      root: root, files: files, usesSwiftDependencies: usesSwiftDependencies, manifestCheck: nil)
  }

  /// Creates a plan with what was found of its migrated manifest.
  init(
    root: URL, files: [PlannedFile], usesSwiftDependencies: Bool, manifestCheck: ManifestCheck?
  ) {
    self.root = root
    self.files = files
    self.usesSwiftDependencies = usesSwiftDependencies
    self.manifestCheck = manifestCheck
  }

  /// Two plans are equal when they have one root, files and use of swift-dependencies: what was
  /// found of the manifest when they were made follows from their files.
  public static func == (lhs: MigrationPlan, rhs: MigrationPlan) -> Bool {
    lhs.root == rhs.root && lhs.files == rhs.files
      && lhs.usesSwiftDependencies == rhs.usesSwiftDependencies
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
    if let manifestCheck, manifestCheck.text == migration.text {
      return manifestCheck.leavesReplacedPackages
    }
    return ManifestAnalysis(Parser.parse(source: migration.text)).leavesReplacedPackages
  }

  /// The files that parse and whose migration would not: the command then writes nothing.
  public var migrationDefects: [PlannedFile] {
    files.filter { file in
      guard case .failure(let error) = file.result else { return false }
      return error.isMigrationDefect
    }
  }
}
