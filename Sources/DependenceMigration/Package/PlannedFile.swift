/// One file of a ``MigrationPlan``: where it is, its text, and its migration.
public struct PlannedFile: Sendable, Equatable {
  /// The path relative to the package root, such as `Sources/App/App.swift`.
  public var path: String
  /// The file's text as it is on disk.
  public var original: String
  /// The migrated file, or why it was left alone.
  public var result: Result<FileMigration, UnparsableFile>

  /// Creates a planned file.
  public init(path: String, original: String, result: Result<FileMigration, UnparsableFile>) {
    self.path = path
    self.original = original
    self.result = result
  }

  /// The migrated text when it differs from the original.
  public var newText: String? {
    guard case .success(let migration) = result, migration.text != original else { return nil }
    return migration.text
  }
}
