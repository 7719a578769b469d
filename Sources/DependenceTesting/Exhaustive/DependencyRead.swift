import Dependence

/// A dependency the running test read, and whether its value was an override.
///
/// ```swift
/// @Test func loadsTheFeed() async throws {
///   let model = FeedModel()
///   try await model.load()
///   #expect(DependencyRead.inCurrentTest.map(\.name) == [#"\.apiClient"#, #"\.date"#])
/// }
/// ```
///
/// Every test of a process that links `DependenceTesting` records what it reads — in its own
/// tasks, its child tasks, and work it hands a `DependencyContinuation` — recording each value
/// once, the first time it is read. ``Testing/Trait/exhaustiveDependencies`` turns the record into
/// a check.
public struct DependencyRead: Sendable, Hashable, CustomStringConvertible {
  /// How messages name the dependency: `\.apiClient` for a `@DependencyEntry` property, or
  /// `Dependency 'APIClientKey' (of type APIClient)`.
  public var name: String
  /// Whether the test read an override of it: a trait's, a `withDependencies` scope's, a
  /// `DependenceTestCase`'s, or a value prepared in the test.
  public var readAnOverride: Bool
  /// Whether the test read its default: its test value, or its live value.
  public var readTheDefault: Bool

  /// `\.apiClient (override)`.
  public var description: String {
    let sources = [readAnOverride ? "override" : nil, readTheDefault ? "default" : nil]
    return "\(name) (\(sources.compactMap { $0 }.joined(separator: ", ")))"
  }

  /// The dependencies the running test has read so far, by name; empty outside a test.
  public static var inCurrentTest: [DependencyRead] {
    guard let log = DependencyValues.current.testScope?.accesses ?? DefaultScope.running?.accesses
    else { return [] }
    return log.accesses.map {
      DependencyRead(
        name: $0.name, readAnOverride: $0.sources.contains(.override),
        readTheDefault: $0.sources.contains(.defaultValue))
    }
  }
}
