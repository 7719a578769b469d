/// A file the migration left alone: it does not parse as Swift, or its migration would not.
public struct UnparsableFile: Error, Sendable, Equatable {
  /// Names the first syntax error and its line, such as `line 3: expected '}' to end struct`.
  public var message: String
  /// Whether the file parses and its migrated text would not: a defect of the migration, for
  /// which the command writes no file at all.
  public var isMigrationDefect: Bool

  /// Creates the failure with its message.
  public init(message: String, isMigrationDefect: Bool = false) {
    self.message = message
    self.isMigrationDefect = isMigrationDefect
  }

  /// The failure of a migrated `text` that does not parse, naming its first syntax error.
  static func migrationDefect(in text: String) -> Self {
    let error: String
    if case .failure(let failure) = ParsedFile.parse(text) {
      error = failure.message
    } else {
      error = "line 1: unknown error"
    }
    return UnparsableFile(
      message: "the migrated text would not parse (\(error)); left alone", isMigrationDefect: true)
  }
}
