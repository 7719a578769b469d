public import Synchronization

/// The default values of a ``DefaultScope``, found by key and context without a lock.
///
/// An open-addressing table of write-once slots, each published by a bit of an `Atomic<UInt64>`
/// in memory the table allocates: `AtomicLazyReference.load()` is not inlinable in Swift 6.3 (a
/// default read costs 1,082 instructions with it, 401 without), and a `Mutex` makes readers
/// contend. Bits, not an `Atomic<Bool>` per slot: a test makes and drops a table per test, and
/// 512 flags cost 512 unspecialized `Atomic` deinitializers. See `Docs/Performance.md`.
@usableFromInline
final class BoxTable: @unchecked Sendable {
  // Sendable: each box is written once under the scope's lock, before a release store of its
  // word with its bit set; readers load the word with acquire ordering before the box.

  /// Slots per level; a level takes up to half as many boxes before the next one opens.
  @usableFromInline static var capacity: Int { 512 }

  /// Whether each slot holds a box: slot `i` is bit `i % 64` of word `i / 64`.
  @usableFromInline let filled: InlineArray<8, Atomic<UInt64>>
  /// The slots' boxes; a slot's memory is initialized once its flag is set.
  @usableFromInline let boxes: UnsafeMutablePointer<AnyDependencyBox>
  /// The level that takes boxes once this one is half full.
  @usableFromInline let overflow = AtomicLazyReference<BoxTable>()
  private let count = Atomic(0)

  init() {
    filled = InlineArray { _ in Atomic(0) }
    boxes = .allocate(capacity: Self.capacity)
  }

  deinit {
    for word in 0..<8 {
      var bits = filled[word].load(ordering: .acquiring)
      while bits != 0 {
        (boxes + word * 64 + bits.trailingZeroBitCount).deinitialize(count: 1)
        bits &= bits - 1
      }
    }
    boxes.deallocate()
  }

  /// Whether slot `index` holds a box, with acquire ordering: its box is then initialized.
  @inlinable
  func isFilled(_ index: Int) -> Bool {
    filled[index &>> 6].load(ordering: .acquiring) & (1 &<< UInt64(index & 63)) != 0
  }

  /// The value of `Key` in `context`, and whether it was prepared; `nil` when there is none.
  @inlinable
  func value<Key: TestDependencyKey>(
    of _: Key.Type, in context: DependencyContext
  ) -> (value: Key.Value, isPrepared: Bool)? {
    let key = ObjectIdentifier(Key.self)
    var index = Self.start(of: key, in: context)
    while isFilled(index) {
      if boxes[index].key == key && boxes[index].context == context {
        // Only `DependencyBox<Key>`'s initializer stores `Key`'s identity.
        let box = unsafeDowncast(boxes[index], to: DependencyBox<Key>.self)
        return (box.value, box.isPrepared)
      }
      index = (index + 1) & (Self.capacity - 1)
    }
    return overflow.load()?.value(of: Key.self, in: context)
  }

  /// The box of `key` in `context`, if any.
  func box(for key: ObjectIdentifier, in context: DependencyContext) -> AnyDependencyBox? {
    var index = Self.start(of: key, in: context)
    while isFilled(index) {
      if boxes[index].key == key && boxes[index].context == context { return boxes[index] }
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
    while isFilled(index) { index = (index + 1) & (Self.capacity - 1) }
    (boxes + index).initialize(to: box)
    let word = filled[index &>> 6].load(ordering: .relaxed)
    filled[index &>> 6].store(word | (1 &<< UInt64(index & 63)), ordering: .releasing)
    count.add(1, ordering: .relaxed)
  }

  /// Where probing starts: the key's address bits, hashed (`hashValue` would run SipHash).
  @inlinable
  static func start(of key: ObjectIdentifier, in context: DependencyContext) -> Int {
    let bits = UInt(bitPattern: key)
    return Int(truncatingIfNeeded: (bits >> 4) ^ (bits >> 11) ^ UInt(context.index)) & (capacity - 1)
  }
}
