public import Dependence
public import Testing

/// The traits that run each test with overridden dependencies: ``Testing/Trait/dependencies(_:)``,
/// ``Testing/Trait/dependency(_:_:)-(_,()->Value)`` and ``Testing/Trait/dependencies``.
///
/// ```swift
/// @Suite(.dependencies { $0.apiClient = .preview })
/// struct GreetingTests {
///   @Test(.dependency(\.date, .constant(.distantPast)))
///   func greets() async throws { … }
/// }
/// ```
///
/// On a suite the trait applies to every test inside it, recursively. Each test — each case of
/// a parameterized test, each repetition — starts from fresh values and a fresh default scope:
/// the suite's changes apply first, the test's on top, and nothing a test does (a stateful
/// `testValue`, a lazily made default, `prepareDependencies`) carries over into another test,
/// even when tests run in parallel.
extension Trait where Self == DependenceTrait {
  /// A trait that gives each test fresh dependency values and a fresh default scope, changing
  /// nothing: put it on a base suite so that every test inside starts clean.
  public static var dependencies: Self {
    DependenceTrait(update: { _ in })
  }

  /// A trait that changes dependency values for a test, or for every test of a suite.
  ///
  /// ```swift
  /// @Suite(.dependencies {
  ///   $0.apiClient = .preview
  ///   $0.date = .constant(Date(timeIntervalSince1970: 0))
  /// })
  /// struct FeatureTests { … }
  /// ```
  ///
  /// - Parameter update: Changes the values; runs again for each test, so values it creates
  ///   (a stateful fake, say) are fresh in every test.
  public static func dependencies(
    _ update: @escaping @Sendable (inout DependencyValues) async throws -> Void
  ) -> Self {
    DependenceTrait(update: update)
  }

  /// A trait that changes dependency values for a test, or for every test of a suite, and
  /// schedules the test's work as `scheduling` says.
  ///
  /// ```swift
  /// @Suite(.dependencies(scheduling: .deterministic) { $0.continuousClock = TestClock() })
  /// struct SearchTests { … }
  /// ```
  ///
  /// - Parameters:
  ///   - scheduling: ``TestScheduling/deterministic`` runs each test on an executor of its own,
  ///     as ``Testing/Trait/deterministicScheduling`` does.
  ///   - update: Changes the values; runs again for each test.
  public static func dependencies(
    scheduling: TestScheduling,
    _ update: @escaping @Sendable (inout DependencyValues) async throws -> Void = { _ in }
  ) -> Self {
    DependenceTrait(update: update, scheduling: scheduling)
  }

  /// A trait that sets one dependency value for a test, or for every test of a suite.
  ///
  /// ```swift
  /// @Test(.dependency(\.uuid, .incrementing))
  /// func addsTodos() async throws { … }
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The dependency, or a property of one, such as `\.date.now`.
  ///   - value: The value; evaluated again for each test (and each case of a parameterized
  ///     test), so a stateful value such as `.incrementing` is never shared between tests.
  public static func dependency<Value>(
    _ keyPath: any WritableKeyPath<DependencyValues, Value> & Sendable,
    _ value: @autoclosure @escaping @Sendable () throws -> Value
  ) -> Self {
    DependenceTrait(update: { values in
      let value = try value()
      // Writing through a key path reads the property first: for a computed one, such as
      // `\.date.now`, that calls the unimplemented default the write replaces, which reports.
      _ = collectIssues { values[keyPath: keyPath] = value }
    })
  }

  /// A trait that sets the value of a type that is its own dependency key.
  ///
  /// ```swift
  /// @Test(.dependency(APIClient.mock))
  /// func loads() async throws { … }
  /// ```
  ///
  /// - Parameter value: The value; evaluated again for each test.
  public static func dependency<Value: TestDependencyKey>(
    _ value: @autoclosure @escaping @Sendable () throws -> Value
  ) -> Self where Value.Value == Value {
    DependenceTrait(update: { $0[Value.self] = try value() })
  }
}
