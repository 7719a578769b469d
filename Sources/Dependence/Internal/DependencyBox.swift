/// A type-erased, immutable holder of one key's value.
///
/// Values are boxed in a class so that reading one back is a pointer downcast instead of a
/// dynamic cast from an existential.
package protocol AnyDependencyBox: AnyObject, Sendable {
  /// How messages name the key this box holds a value for.
  var dependencyName: String { get }
}

/// The box of a value of `Key`.
package final class DependencyBox<Key: TestDependencyKey>: AnyDependencyBox {
  package let value: Key.Value
  package init(_ value: Key.Value) { self.value = value }
  package var dependencyName: String { Dependence.dependencyName(Key.self) }
}

extension AnyDependencyBox {
  /// The boxed value. Sound because a key only ever stores values of its own `Value` type.
  @inline(__always)
  package func unbox<Key: TestDependencyKey>(_: Key.Type) -> Key.Value {
    unsafeDowncast(self, to: DependencyBox<Key>.self).value
  }
}
