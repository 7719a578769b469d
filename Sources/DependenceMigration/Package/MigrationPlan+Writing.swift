import Foundation

extension MigrationPlan {
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
}
