/// A place in source code, as `#fileID`, `#filePath`, `#line` and `#column` give it.
package struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
  /// The file's module-qualified name, such as `MyApp/APIClient.swift`.
  package var fileID: String
  /// The file's full path.
  package var filePath: String
  /// The line, from 1.
  package var line: Int
  /// The column, from 1.
  package var column: Int

  /// Creates a location from the compiler's literals.
  package init(
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
  package var description: String { "\(fileID):\(line):\(column)" }
}
