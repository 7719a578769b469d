import Synchronization

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
  // Immutable but for the atomic `wasRead`; `Key.Value` is Sendable.
  @usableFromInline package let value: Key.Value
  /// Whether the value was installed by `prepareDependencies`, rather than computed.
  let isPrepared: Bool
  /// Set by the first read, which records it in the scope's log.
  let wasRead = Atomic(false)

  package init(_ value: Key.Value, isPrepared: Bool = false) {
    self.value = value
    self.isPrepared = isPrepared
    super.init(key: ObjectIdentifier(Key.self))
  }

  /// Records in `log` that this value was read, the first time.
  func noteRead(in log: AccessLog) {
    guard !wasRead.load(ordering: .relaxed), !wasRead.exchange(true, ordering: .relaxed) else {
      return
    }
    log.record(Key.self, from: isPrepared ? .override : .defaultValue)
  }

  override package var dependencyName: String { Dependence.dependencyName(Key.self) }
}
