/// Where a ``Dependency`` was declared, as the compiler's literals give it: the line a report
/// about the dependency's value in a test points at.
///
/// It keeps the literals as they are, so that declaring a `@Dependency` allocates nothing; the
/// strings are made only when a report needs them.
@usableFromInline
package struct ReadSite: Sendable {
  @usableFromInline let fileID: StaticString
  @usableFromInline let filePath: StaticString
  @usableFromInline let line: UInt
  @usableFromInline let column: UInt

  @inlinable
  init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// The site as a location reports carry.
  package var location: SourceLocation {
    SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
