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

  /// Whether the migrated manifest still names swift-dependencies or swift-clocks where the
  /// migration could not move it (see the steps left by hand): the package is then not moved, and
  /// the command writes nothing.
  public var leavesPeersInManifest: Bool {
    guard let manifest = files.first(where: { $0.path == "Package.swift" }),
      case .success(let migration) = manifest.result
    else {
      return false
    }
    return ManifestMigration.leavesPeers(migration.text)
  }

  /// The files that parse and whose migration would not: the command then writes nothing.
  public var migrationDefects: [PlannedFile] {
    files.filter { file in
      guard case .failure(let error) = file.result else { return false }
      return error.isMigrationDefect
    }
  }

  /// Writes every file whose text changed; writes nothing when there is nothing to migrate.
  ///
  /// - Throws: The error of the first file that cannot be written.
  public func apply() throws {
    guard !isNothingToMigrate else { return }
    for file in files {
      guard let text = file.newText else { continue }
      try text.write(to: root.appendingPathComponent(file.path), atomically: true, encoding: .utf8)
    }
  }

  /// Writes every file whose text changed, then loads the manifest with `loader`. When it does
  /// not load, writes every file back as it was.
  ///
  /// - Parameter loader: How to load the manifest; SwiftPM's way by default.
  /// - Returns: `nil` when the manifest loads or nothing was written; otherwise the loader's
  ///   error, with every file restored.
  /// - Throws: The error of the first file that cannot be written.
  public func apply(loadingWith loader: ManifestLoader = .swiftPM) throws -> String? {
    guard !isNothingToMigrate, files.contains(where: { $0.newText != nil }) else { return nil }
    try apply()
    guard let error = loader.load(root) else { return nil }
    for file in files where file.newText != nil {
      try file.original.write(
        to: root.appendingPathComponent(file.path), atomically: true, encoding: .utf8)
    }
    return error
  }

  /// Loads the migrated manifest with `loader` from a temporary folder, writing nothing here.
  ///
  /// - Returns: `nil` when it loads or is unchanged; otherwise the loader's error.
  public func checkManifest(with loader: ManifestLoader = .swiftPM) -> String? {
    guard let manifest = files.first(where: { $0.path == "Package.swift" })?.newText else {
      return nil
    }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("dependence-migrate-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try manifest.write(
        to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    } catch {
      return "could not write a copy of the manifest: \(error)"
    }
    return loader.load(folder)
  }

  /// Every edit the plan makes, as `path:line: old → new`, to make by hand.
  public var edits: [String] {
    files.flatMap { file -> [String] in
      guard let text = file.newText else { return [] }
      return LineDiff.edits(from: file.original, to: text).map { "\(file.path):\($0)" }
    }
  }

  /// The changes as `path:line: description` (or "Nothing to migrate" when there are none), then the steps "Left by hand:" as
  /// `path:line: what (guide: section)`, then each file left alone as
  /// `path: left alone: message`.
  public var report: String {
    guard !isNothingToMigrate else {
      return "Nothing to migrate: this package does not use swift-dependencies or swift-clocks.\n"
    }
    var changes: [String] = []
    var steps: [String] = []
    var unparsable: [String] = []
    for file in files {
      switch file.result {
      case .success(let migration):
        changes += migration.changes.map { "\(file.path):\($0.line): \($0.description)" }
        steps += migration.leftByHand.map {
          "\(file.path):\($0.line): \($0.what) (guide: \($0.section))"
        }
      case .failure(let error):
        unparsable.append("\(file.path): left alone: \(error.message)")
      }
    }
    var sections = [changes.isEmpty ? ["Nothing to migrate: no file would change."] : changes]
    if !steps.isEmpty { sections.append(["Left by hand:"] + steps) }
    if !unparsable.isEmpty { sections.append(unparsable) }
    return sections.map { $0.joined(separator: "\n") + "\n" }.joined(separator: "\n")
  }

  /// The changed lines of each changed file, in a unified-diff-like form: `--- a/path`,
  /// `+++ b/path`, then hunks headed `@@ line N @@`.
  public var diff: String {
    guard !isNothingToMigrate else { return "" }
    return files.compactMap { file -> String? in
      guard let text = file.newText else { return nil }
      let lines =
        ["--- a/\(file.path)", "+++ b/\(file.path)"] + LineDiff.hunks(from: file.original, to: text)
      return lines.joined(separator: "\n") + "\n"
    }.joined()
  }
}
