public import Dependence

/// What a `DependenceTestCase` checks at the end of each test: that the test read no dependency
/// it did not override, apart from those allowed.
///
/// ```swift
/// final class FeatureTests: DependenceTestCase {
///   override var exhaustiveDependencies: ExhaustiveDependencies? {
///     ExhaustiveDependencies(allowing: \.locale, \.calendar)
///   }
/// }
/// ```
///
/// A test that reads a dependency from its default fails, at the line that made this value,
/// with a message listing each one and the line that overrides it; an override the class set
/// that nothing read is reported as a warning that does not fail the test.
public struct ExhaustiveDependencies: Sendable {
  let settings: ExhaustiveSettings
  let location: SourceLocation

  /// Checks every dependency, except those listed, which may keep their defaults.
  /// - Parameters:
  ///   - keyPaths: Dependencies that may keep their defaults, such as `\.locale`.
  ///   - keys: Key types that may keep their defaults.
  ///   - fileID: The file to blame. Defaults to the caller's.
  ///   - filePath: The full path of that file. Defaults to the caller's.
  ///   - line: The line to blame. Defaults to the caller's.
  ///   - column: The column to blame. Defaults to the caller's.
  public init(
    allowing keyPaths: any PartialKeyPath<DependencyValues> & Sendable...,
    keys: [any TestDependencyKey.Type] = [],
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    settings = ExhaustiveSettings(allowing: keyPaths, keys: Set(keys.map { ObjectIdentifier($0) }))
    location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
