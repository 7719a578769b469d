/// One rewrite the migration made.
public struct Change: Sendable, Equatable {
  /// The 1-based line of the input the rewrite touched.
  public var line: Int
  /// A one-line description, such as `import Dependencies → import Dependence`.
  public var description: String

  /// Creates a change record.
  public init(line: Int, description: String) {
    self.line = line
    self.description = description
  }
}
