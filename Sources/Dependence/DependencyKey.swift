/// A key for a dependency that has a test value and, optionally, a preview value, but no live
/// value.
///
/// Interface modules declare keys with it, so they never import a live implementation; the
/// implementing module conforms the same key to ``DependencyKey``. `Value` is inferred from the
/// declared value and defaults to `Self`, so a type can be its own key.
///
/// Values are read from any thread: in a module whose default isolation is the main actor,
/// declare the key, or its static values, `nonisolated`.
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
/// A key with no `testValue` uses its live value in tests, and each test that reads it reports an
/// issue; `static let testValue = liveValue` states that the live value is safe in tests. A key
/// with no `previewValue` previews with its test value (its live value, unreported, if it has no
/// `testValue` either).
public protocol DependencyKey<Value>: TestDependencyKey {
  /// The type of the dependency's value.
  associatedtype Value

  /// The value used when the app runs.
  static var liveValue: Value { get }

  /// The value used in tests. Defaults to ``liveValue``, with a reported issue.
  static var testValue: Value { get }
}

extension DependencyKey {
  /// The test value; for a key that declares none, its live value, without the issue a test
  /// reports: a preview is not a test.
  public static var previewValue: Value {
    DefaultResolution.$isReadingPreviewValue.withValue(true) { testValue }
  }

  /// The live value, reported as an issue when a test reads it: a test reached a live
  /// dependency.
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
