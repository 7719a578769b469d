extension DependencyValues {
  /// Values with no overrides that resolve every dependency to its live value, in a new cache.
  public static var live: DependencyValues { fresh(.live) }

  /// Values with no overrides that resolve every dependency to its preview value, in a new cache.
  public static var preview: DependencyValues { fresh(.preview) }

  /// Values with no overrides that resolve every dependency to its test value, in a new cache.
  public static var test: DependencyValues { fresh(.test) }

  /// Values in `context` with a new default cache, keeping the running test's observer.
  private static func fresh(_ context: DependencyContext) -> DependencyValues {
    var values = DependencyValues(
      scope: DefaultScope(observer: BoundValues.head?.scope?.observer))
    values.context = context
    return values
  }
}
