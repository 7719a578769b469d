public import Synchronization

/// The default values of a ``DefaultScope``, found by key and context without a lock.
///
/// An open-addressing table of write-once slots (`AtomicLazyReference`): a box is stored once
/// (by the owner, under its lock) and never removed while the table lives, so a read is a few
/// atomic loads and never waits for a writer. When a level is half full, the next one opens.
@usableFromInline
final class BoxTable: Sendable {
  /// Slots per level; a level takes up to half as many boxes before the next one opens.
  @usableFromInline static var capacity: Int { 512 }

  @usableFromInline let slots: InlineArray<512, AtomicLazyReference<AnyDependencyBox>>
  /// The level that takes boxes once this one is half full.
  @usableFromInline let overflow = AtomicLazyReference<BoxTable>()
  private let count = Atomic(0)

  init() {
    slots = InlineArray { _ in AtomicLazyReference() }
  }

  /// The value of `Key` in `context`, and whether it was prepared; `nil` when there is none.
  @inlinable
  func value<Key: TestDependencyKey>(
    of _: Key.Type, in context: DependencyContext
  ) -> (value: Key.Value, isPrepared: Bool)? {
    guard let box = box(for: ObjectIdentifier(Key.self), in: context) else { return nil }
    // A box stored for `Key` is a `DependencyBox<Key>`: only its initializer stores `Key`'s
    // identity.
    return (unsafeDowncast(box, to: DependencyBox<Key>.self).value, box.isPrepared)
  }

  /// The box of `key` in `context`, if any.
  @usableFromInline
  func box(for key: ObjectIdentifier, in context: DependencyContext) -> AnyDependencyBox? {
    var index = Self.start(of: key, in: context)
    while let slot = slots[index].load() {
      if slot.key == key && slot.context == context { return slot }
      index = (index + 1) & (Self.capacity - 1)
    }
    return overflow.load()?.box(for: key, in: context)
  }

  /// Stores `box`, whose key and context have none. The caller serializes every insert.
  func insert(_ box: AnyDependencyBox) {
    guard count.load(ordering: .relaxed) < Self.capacity / 2 else {
      return (overflow.load() ?? overflow.storeIfNil(BoxTable())).insert(box)
    }
    var index = Self.start(of: box.key, in: box.context)
    while slots[index].load() != nil { index = (index + 1) & (Self.capacity - 1) }
    _ = slots[index].storeIfNil(box)
    count.add(1, ordering: .relaxed)
  }

  /// Where probing for `key` in `context` starts.
  @inlinable
  static func start(of key: ObjectIdentifier, in context: DependencyContext) -> Int {
    let bits = UInt(bitPattern: key)
    return Int(truncatingIfNeeded: (bits >> 4) ^ (bits >> 11) ^ UInt(context.index)) & (capacity - 1)
  }
}
