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

  /// The changes as `path:line: description`, then the steps "Left by hand:" as
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
    var sections = [changes.isEmpty ? ["No changes."] : changes]
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
