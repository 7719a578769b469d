import Dependence

/// A dependency the running test read, and whether its value was an override.
///
/// Every test records each value it reads once, in its tasks and child tasks;
/// ``Testing/Trait/exhaustiveDependencies`` turns the record into a check.
public struct DependencyRead: Sendable, Hashable, CustomStringConvertible {
  /// How messages name the dependency: `\.apiClient` for a `@DependencyEntry` property, or
  /// `Dependency 'APIClientKey' (of type APIClient)`.
  public var name: String
  /// Whether the test read an override of it, such as a trait's or a `withDependencies` value.
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
