/// Where a ``Dependency`` was declared, as the compiler's literals give it: the line a report
/// about the dependency's value in a test points at.
///
/// It keeps the literals as they are: the strings are made only when a report needs them.
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

  /// The `@Dependency` whose read the current task is making, in a process where a testing
  /// library is installed (elsewhere nothing reports about a read, and nothing binds it).
  @TaskLocal package static var current: ReadSite?

  /// `read`, made to run with this site as ``current``: what a `@Dependency` reads through in a
  /// process with a testing library. The choice is made when the wrapper is created, so that a
  /// read outside tests runs exactly as it would without sites, and the wrapper stays as small.
  @usableFromInline
  func reading<Value>(
    _ read: @escaping @Sendable (DependencyValues) -> Value
  ) -> @Sendable (DependencyValues) -> Value {
    { values in Self.$current.withValue(self) { read(values) } }
  }

  /// The site as a location reports carry.
  package var location: SourceLocation {
    SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
