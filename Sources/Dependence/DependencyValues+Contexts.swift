extension DependencyValues {
  /// Values with no overrides that resolve every dependency to its live value, from a cache of
  /// their own, in a test too: `withDependencies { $0 = .live } operation: { … }`.
  public static var live: DependencyValues { fresh(.live) }

  /// Values with no overrides that resolve every dependency to its preview value, from a cache
  /// of their own.
  public static var preview: DependencyValues { fresh(.preview) }

  /// Values with no overrides that resolve every dependency to its test value, from a cache of
  /// their own: a stateful test value made here is new.
  public static var test: DependencyValues { fresh(.test) }

  /// Values in `context`, with a new default cache, keeping what the running test's scope knows
  /// about the test (where issues go, what it read).
  private static func fresh(_ context: DependencyContext) -> DependencyValues {
    var values = DependencyValues(
      scope: DefaultScope(observer: BoundValues.head?.scope?.observer))
    values.context = context
    return values
  }
}
