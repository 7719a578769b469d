/// Something the migration recognised but left for a person to change.
public struct ManualStep: Sendable, Equatable {
  /// The 1-based line of the migrated text where the step applies.
  public var line: Int
  /// What to do, in one line.
  public var what: String
  /// The section of the guide "Migrating from swift-dependencies" that explains it, such as
  /// `One-line replacements`.
  public var section: String

  /// Creates a manual step.
  public init(line: Int, what: String, section: String) {
    self.line = line
    self.what = what
    self.section = section
  }
}
