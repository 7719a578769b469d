public import Dependence
public import Testing

/// The traits that fail a test which reads a dependency it did not override, and warn about
/// overrides nothing read: ``Testing/Trait/exhaustiveDependencies`` and
/// ``Testing/Trait/exhaustiveDependencies(allowing:keys:)``.
///
/// Like `.dependencies`, they give each test case fresh values and a fresh default scope.
extension Trait where Self == DependenceTrait {
  /// A trait that fails each test which reads a dependency it did not override.
  public static var exhaustiveDependencies: Self {
    DependenceTrait(update: nil, exhaustive: ExhaustiveSettings(allowing: [], keys: []))
  }

  /// A trait that fails each test which reads a dependency it did not override, except the
  /// ones listed, which may keep their defaults.
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
