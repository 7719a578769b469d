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

  /// Writes every file whose text changed, then loads the manifests with `loader`: the package
  /// as written, which loads the manifest this toolchain reads, and, where the package has
  /// version-specific manifests (`Package@swift-6.0.swift`), a copy of each changed manifest on
  /// its own, which toolchains of other versions read. When one does not load, writes every
  /// file back as it was.
  ///
  /// - Parameter loader: How to load a manifest; SwiftPM's way by default.
  /// - Returns: `nil` when the manifests load or nothing was written; otherwise the loader's
  ///   error (with the manifest's name, for a copy), with every file restored.
  /// - Throws: The error of the first file that cannot be written.
  public func apply(loadingWith loader: ManifestLoader = .swiftPM) throws -> String? {
    guard writesFiles else { return nil }
    try apply()
    // With `Package.swift` alone, loading the package loaded it: no copy to load.
    guard let error = loader.load(root) ?? (manifests.count > 1 ? checkManifest(with: loader) : nil)
    else { return nil }
    try restore()
    return error
  }

  /// Writes every changed file back as it was.
  ///
  /// - Throws: The error of the first file that cannot be written.
  func restore() throws {
    for file in files where file.newText != nil {
      try file.original.write(
        to: root.appendingPathComponent(file.path), atomically: true, encoding: .utf8)
    }
  }

  /// Loads each migrated manifest with `loader` from a temporary folder, writing nothing here.
  ///
  /// - Returns: `nil` when each loads or is unchanged; otherwise the loader's error, with the
  ///   manifest's name where the package has more than one.
  public func checkManifest(with loader: ManifestLoader = .swiftPM) -> String? {
    manifests.lazy.compactMap { self.load($0, with: loader) }.first
  }

  /// Loads the migrated text of `manifest` as the `Package.swift` of a temporary folder. When it
  /// does not load, loads the original too: a manifest this toolchain cannot read as written
  /// either (one for a newer tools version, say) is not the migration's error.
  private func load(_ manifest: PlannedFile, with loader: ManifestLoader) -> String? {
    guard let text = manifest.newText, let error = loadCopy(of: text, with: loader),
      loadCopy(of: manifest.original, with: loader) == nil
    else {
      return nil
    }
    return manifests.count > 1 ? "\(manifest.path): \(error)" : error
  }

  private func loadCopy(of text: String, with loader: ManifestLoader) -> String? {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("dependence-migrate-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try text.write(
        to: folder.appendingPathComponent(ManifestFiles.main), atomically: true, encoding: .utf8)
    } catch {
      return "could not write a copy of the manifest: \(error)"
    }
    return loader.load(folder)
  }
}
