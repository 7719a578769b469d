public import Dependence
public import Testing

/// The traits that fail a test which reads a dependency it did not override, and
/// warns about overrides it set that nothing read.
///
/// ``Testing/Trait/exhaustiveDependencies`` and
/// ``Testing/Trait/exhaustiveDependencies(allowing:keys:)``:
///
/// ```swift
/// @Suite(
///   .exhaustiveDependencies(allowing: \.locale, \.calendar),
///   .dependencies { $0.apiClient = .mock }
/// )
/// struct FeatureTests { … }
/// ```
///
/// At the end of each test, one issue lists every dependency the test read from its default —
/// its test value, or a live value — with the line that overrides it; and each override the
/// test's `.dependencies` traits set that nothing read is a warning. Reads in child tasks and in
/// `DependencyContinuation.yield(_:)` count for the test they belong to. Like
/// `.dependencies`, it gives each test case fresh values and a fresh default scope.
extension Trait where Self == DependenceTrait {
  /// A trait that fails each test which reads a dependency it did not override.
  public static var exhaustiveDependencies: Self {
    DependenceTrait(update: nil, exhaustive: ExhaustiveSettings(allowing: [], keys: []))
  }

  /// A trait that fails each test which reads a dependency it did not override, except the
  /// ones listed, which may keep their defaults.
  ///
  /// ```swift
  /// @Test(.exhaustiveDependencies(allowing: \.locale, \.calendar))
  /// func formatsTheDate() { … }
  /// ```
  ///
  /// - Parameters:
  ///   - keyPaths: Dependencies that may keep their defaults, such as `\.locale`; every key
  ///     their getters read is allowed.
  ///   - keys: Key types that may keep their defaults.
  public static func exhaustiveDependencies(
    allowing keyPaths: any PartialKeyPath<DependencyValues> & Sendable...,
    keys: [any TestDependencyKey.Type] = []
  ) -> Self {
    DependenceTrait(
      update: nil,
      exhaustive: ExhaustiveSettings(
        allowing: keyPaths, keys: Set(keys.map { ObjectIdentifier($0) })))
  }
}
