/// A file the migration left alone because it does not parse as Swift.
public struct UnparsableFile: Error, Sendable, Equatable {
  /// Names the first syntax error and its line, such as `line 3: expected '}' to end struct`.
  public var message: String

  /// Creates the failure with its message.
  public init(message: String) {
    self.message = message
  }
}
