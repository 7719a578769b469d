public import Dependence

/// What a `DependenceTestCase` checks at the end of each test: that the test read no dependency
/// it did not override, apart from those allowed.
///
/// Failures are reported at the line that made this value; an unread override is a warning.
public struct ExhaustiveDependencies: Sendable {
  let settings: ExhaustiveSettings
  let location: SourceLocation

  /// Checks every dependency, except those listed, which may keep their defaults.
  /// - Parameters:
  ///   - keyPaths: Dependencies that may keep their defaults, such as `\.locale`.
  ///   - keys: Key types that may keep their defaults.
  public init(
    allowing keyPaths: any PartialKeyPath<DependencyValues> & Sendable...,
    keys: [any TestDependencyKey.Type] = [],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    settings = ExhaustiveSettings(allowing: keyPaths, keys: Set(keys.map { ObjectIdentifier($0) }))
    location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
