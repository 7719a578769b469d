/// A place in source code, as `#fileID`, `#filePath`, `#line` and `#column` give it.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
  /// The file's module-qualified name, such as `MyApp/APIClient.swift`.
  public var fileID: String
  /// The file's full path.
  public var filePath: String
  /// The line, from 1.
  public var line: Int
  /// The column, from 1.
  public var column: Int

  /// Creates a location from the compiler's literals.
  public init(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.fileID = "\(fileID)"
    self.filePath = "\(filePath)"
    self.line = Int(line)
    self.column = Int(column)
  }

  /// `fileID:line:column`.
  public var description: String { "\(fileID):\(line):\(column)" }
}
