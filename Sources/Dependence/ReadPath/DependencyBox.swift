/// One key's default value in one context, immutable, as a ``DefaultScope`` keeps it.
@usableFromInline
package class AnyDependencyBox: @unchecked Sendable {
  // Immutable; the subclass adds only its key's Sendable value.
  @usableFromInline let key: ObjectIdentifier
  @usableFromInline let context: DependencyContext
  /// Whether the value was installed by `prepareDependencies`, rather than computed.
  @usableFromInline let isPrepared: Bool

  init(key: ObjectIdentifier, context: DependencyContext, isPrepared: Bool) {
    self.key = key
    self.context = context
    self.isPrepared = isPrepared
  }
}

/// The box of a value of `Key`.
@usableFromInline
final class DependencyBox<Key: TestDependencyKey>: AnyDependencyBox, @unchecked Sendable {
  // Immutable; `Key.Value` is Sendable.
  @usableFromInline let value: Key.Value

  init(_ value: Key.Value, context: DependencyContext, isPrepared: Bool = false) {
    self.value = value
    super.init(key: ObjectIdentifier(Key.self), context: context, isPrepared: isPrepared)
  }
}
