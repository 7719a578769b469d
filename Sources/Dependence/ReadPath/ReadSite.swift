/// Where a ``Dependency`` was declared: the line a report about its value in a test points at.
/// It keeps the compiler's literals; strings are made only when a report needs them.
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

  /// The `@Dependency` whose read the current task is making, where a testing library runs.
  @TaskLocal package static var current: ReadSite?

  /// `read`, run with this site as ``current``. Chosen when the wrapper is created, so a read
  /// outside tests runs as it would without sites.
  @usableFromInline
  func reading<Value>(
    _ read: @escaping @Sendable (DependencyValues) -> Value
  ) -> @Sendable (DependencyValues) -> Value {
    { values in Self.$current.withValue(self) { read(values) } }
  }

  /// `body`, run with this site as ``current``: a `withDependencies` update, whose reads the
  /// call reports.
  @usableFromInline
  func running<Result>(_ body: () throws -> Result) rethrows -> Result {
    try Self.$current.withValue(self, operation: body)
  }

  /// The site as a location reports carry.
  package var location: SourceLocation {
    SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
