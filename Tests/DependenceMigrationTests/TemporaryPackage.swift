import Foundation

/// A package written into a new temporary folder, removed by ``remove()``.
struct TemporaryPackage {
  let root: URL

  /// Writes `files`, by path relative to the root.
  init(_ files: [String: String]) throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("DependenceMigrationTests-\(UUID().uuidString)")
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
  }

  /// The text of the file at `path`.
  func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  func remove() {
    try? FileManager.default.removeItem(at: root)
  }
}
