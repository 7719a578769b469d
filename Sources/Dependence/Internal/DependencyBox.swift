/// One key's value, immutable, in a class so that reading it back is a pointer downcast rather
/// than a dynamic cast from an existential.
@usableFromInline
package class AnyDependencyBox: TableEntry, @unchecked Sendable {
  // Immutable; the subclass adds only its key's Sendable value.

  /// How messages name the key this box holds a value for.
  package var dependencyName: String { "" }
}

/// The box of a value of `Key`.
@usableFromInline
package final class DependencyBox<Key: TestDependencyKey>: AnyDependencyBox, @unchecked Sendable {
  @usableFromInline package let value: Key.Value

  package init(_ value: Key.Value) {
    self.value = value
    super.init(key: ObjectIdentifier(Key.self))
  }

  override package var dependencyName: String { Dependence.dependencyName(Key.self) }
}
