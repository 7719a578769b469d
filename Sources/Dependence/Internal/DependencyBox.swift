/// One key's value, immutable, in a class so that reading it back is a pointer downcast rather
/// than a dynamic cast from an existential.
package class AnyDependencyBox: @unchecked Sendable {
  // Immutable; the subclass adds only its key's Sendable value.
  /// The identity of the key whose value this is.
  let key: ObjectIdentifier

  init(key: ObjectIdentifier) {
    self.key = key
  }

  /// How messages name the key this box holds a value for.
  package var dependencyName: String { "" }
}

/// The box of a value of `Key`.
package final class DependencyBox<Key: TestDependencyKey>: AnyDependencyBox, @unchecked Sendable {
  package let value: Key.Value

  package init(_ value: Key.Value) {
    self.value = value
    super.init(key: ObjectIdentifier(Key.self))
  }

  override package var dependencyName: String { Dependence.dependencyName(Key.self) }
}

extension AnyDependencyBox {
  /// The boxed value. Sound because a key only ever stores values of its own `Value` type.
  @inline(__always)
  func unbox<Key: TestDependencyKey>(_: Key.Type) -> Key.Value {
    unsafeDowncast(self, to: DependencyBox<Key>.self).value
  }
}
