/// Why a package could not be planned: its root or its manifest could not be read.
public struct MigrationError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong, naming the path.
  public var description: String

  /// Creates the error with its description.
  public init(_ description: String) {
    self.description = description
  }
}
