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

  /// The `@Dependency` whose read the current task is making, in a process where a testing
  /// library is installed (elsewhere nothing reports about a read, and nothing binds it).
  ///
  /// A task-local rather than a field of the values read: the read path outside tests stays as
  /// it is, and in tests only the reads of defaults and the reports look it up.
  @TaskLocal package static var current: ReadSite?

  /// Runs `read` with this site as ``current``.
  @usableFromInline
  func bound<Value>(_ read: () -> Value) -> Value {
    Self.$current.withValue(self, operation: read)
  }

  /// The site as a location reports carry.
  package var location: SourceLocation {
    SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
