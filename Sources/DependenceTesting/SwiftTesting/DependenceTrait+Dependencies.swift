public import Dependence
public import Testing

/// The traits that run each test with overridden dependencies: ``Testing/Trait/dependencies(_:)``,
/// ``Testing/Trait/dependency(_:_:)-(_,()->Value)`` and ``Testing/Trait/dependencies``.
///
/// Each test case starts from fresh values and a fresh default scope; a suite's changes apply
/// first, the test's on top.
extension Trait where Self == DependenceTrait {
  /// A trait that gives each test fresh dependency values and a fresh default scope, changing
  /// nothing: put it on a base suite so that every test inside starts clean.
  public static var dependencies: Self {
    DependenceTrait(update: { _ in })
  }

  /// A trait that changes dependency values for a test, or for every test of a suite.
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
  /// - Parameters:
  ///   - keyPath: The dependency, or a property of one, such as `\.date.now`.
  ///   - value: The value; evaluated again for each test case, so a stateful value is not shared.
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
  /// - Parameter value: The value; evaluated again for each test.
  public static func dependency<Value: TestDependencyKey>(
    _ value: @autoclosure @escaping @Sendable () throws -> Value
  ) -> Self where Value.Value == Value {
    DependenceTrait(update: { $0[Value.self] = try value() })
  }
}
