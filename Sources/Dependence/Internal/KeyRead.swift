/// A read of one key, made where the key's type is known, so that the read is specialized for
/// it: without the key's type, a read looks its boxes' metadata up in the runtime on every call.
@usableFromInline
struct KeyRead<Value>: Sendable {
  @usableFromInline let read: @Sendable (DependencyValues) -> Value

  @inlinable
  init<Key: TestDependencyKey>(_: Key.Type) where Key.Value == Value {
    read = { $0[Key.self] }
  }

  @inlinable
  func callAsFunction(_ values: DependencyValues) -> Value { read(values) }
}
