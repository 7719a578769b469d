/// A key for a dependency that has a test value and, optionally, a preview value, but no live
/// value: interface modules declare it; the implementing module conforms it to ``DependencyKey``.
///
/// Values are read from any thread: under main-actor default isolation, declare it `nonisolated`.
public protocol TestDependencyKey<Value>: SendableMetatype {
  /// The type of the dependency's value.
  associatedtype Value: Sendable = Self

  /// The value used in tests, and wherever the key has no other value for its context.
  static var testValue: Value { get }

  /// The value used in SwiftUI previews. Defaults to ``testValue``.
  static var previewValue: Value { get }
}

extension TestDependencyKey {
  /// The test value, used in previews unless the key declares its own preview value.
  public static var previewValue: Value { testValue }
}

/// A key for a dependency with a live value.
///
/// A key with no `testValue` uses its live value in tests, reporting an issue in each test.
public protocol DependencyKey<Value>: TestDependencyKey {
  /// The type of the dependency's value.
  associatedtype Value

  /// The value used when the app runs.
  static var liveValue: Value { get }

  /// The value used in tests. Defaults to ``liveValue``, with a reported issue.
  static var testValue: Value { get }
}

extension DependencyKey {
  /// The test value; for a key that declares none, its live value, unreported.
  public static var previewValue: Value {
    DefaultResolution.$isReadingPreviewValue.withValue(true) { testValue }
  }

  /// The live value, with an issue reported when a test reads it.
  public static var testValue: Value {
    if DefaultResolution.reportsLiveValueInTests {
      let declare =
        Self.self is any NamedDependencyKey.Type
        ? "Give it a test value with '@DependencyEntry(test: …)'"
        : "Declare 'static let testValue' on \(typeName(Self.self))"
      let name = dependencyName(Self.self)
      reportIssue(
        ReportedIssue(
          message: """
            \(name) has no test value, so this test is using its live value. \
            \(declare) (an unimplemented value is a good default), or override the dependency \
            for this test with 'withDependencies' or a '.dependencies { }' trait. If the live \
            value is safe in tests, declare it as the test value too.
            """,
          location: ReadSite.current?.location ?? SourceLocation(),
          dependency: name))
    }
    return liveValue
  }
}
