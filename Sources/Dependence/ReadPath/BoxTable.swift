public import Synchronization

/// The default values of a ``DefaultScope``, found by key and context without a lock: the one
/// place the read path steps outside plain Swift, for speed alone.
///
/// A read is a few atomic loads that lend the box to the caller: no lock, and no reference
/// count touched, so that two threads reading defaults at once never contend. In plain Swift — a
/// lock around a dictionary, or `AtomicLazyReference` slots, whose `load()` is an opaque generic
/// call that retains what it returns — a default read costs more than twice as much, and two
/// threads contend: measured with a `Mutex` dictionary in its place, a default read took 68 ns
/// instead of 26, and two threads reading got 0.7× one thread's throughput instead of 1.9×
/// (`Docs/Performance.md`, "The one contained exception"). The unsafe code is the slots
/// below: each holds a retained box, written once (by the owner, under its lock) and released
/// when the table goes. Nothing is removed while the table lives, so a lent box stays valid.
@usableFromInline
final class BoxTable: Sendable {
  /// Slots per level; a level takes up to half as many boxes before the next one opens.
  @usableFromInline static var capacity: Int { 128 }

  @usableFromInline let slots: InlineArray<128, Atomic<Unmanaged<AnyDependencyBox>?>>
  /// The level that takes boxes once this one is half full.
  @usableFromInline let overflow = Atomic<Unmanaged<BoxTable>?>(nil)
  private let count = Atomic(0)

  init() {
    slots = InlineArray { _ in Atomic(nil) }
  }

  deinit {
    for index in 0..<Self.capacity { slots[index].load(ordering: .acquiring)?.release() }
    overflow.load(ordering: .acquiring)?.release()
  }

  /// The value of `Key` in `context`, and whether it was prepared; `nil` when there is none.
  @inlinable
  func value<Key: TestDependencyKey>(
    of _: Key.Type, in context: DependencyContext
  ) -> (value: Key.Value, isPrepared: Bool)? {
    let key = ObjectIdentifier(Key.self)
    var level = Unmanaged.passUnretained(self)
    while true {
      let (found, next) = level._withUnsafeGuaranteedRef { $0.probe(Key.self, key, context) }
      if let found { return found }
      guard let next else { return nil }
      level = next
    }
  }

  /// The value of `Key` (whose identity is `key`) in `context` in this level, or else the next
  /// level to look in.
  @inlinable
  func probe<Key: TestDependencyKey>(
    _: Key.Type, _ key: ObjectIdentifier, _ context: DependencyContext
  ) -> (found: (value: Key.Value, isPrepared: Bool)?, next: Unmanaged<BoxTable>?) {
    var index = Self.start(of: key, in: context)
    while let slot = slots[index].load(ordering: .acquiring) {
      let found: (value: Key.Value, isPrepared: Bool)? = slot._withUnsafeGuaranteedRef { box in
        guard box.key == key, box.context == context else { return nil }
        return (unsafeDowncast(box, to: DependencyBox<Key>.self).value, box.isPrepared)
      }
      if let found { return (found, nil) }
      index = (index + 1) & (Self.capacity - 1)
    }
    return (nil, overflow.load(ordering: .acquiring))
  }

  /// The box of `key` in `context`, if any.
  func box(for key: ObjectIdentifier, in context: DependencyContext) -> AnyDependencyBox? {
    var index = Self.start(of: key, in: context)
    while let slot = slots[index].load(ordering: .acquiring)?.takeUnretainedValue() {
      if slot.key == key && slot.context == context { return slot }
      index = (index + 1) & (Self.capacity - 1)
    }
    return overflow.load(ordering: .acquiring)?.takeUnretainedValue().box(for: key, in: context)
  }

  /// Stores `box`, whose key and context have none. The caller serializes every insert.
  func insert(_ box: AnyDependencyBox) {
    guard count.load(ordering: .relaxed) < Self.capacity / 2 else {
      let next = overflow.load(ordering: .acquiring)?.takeUnretainedValue() ?? {
        let next = BoxTable()
        overflow.store(Unmanaged.passRetained(next), ordering: .releasing)
        return next
      }()
      return next.insert(box)
    }
    var index = Self.start(of: box.key, in: box.context)
    while slots[index].load(ordering: .relaxed) != nil { index = (index + 1) & (Self.capacity - 1) }
    slots[index].store(Unmanaged.passRetained(box), ordering: .releasing)
    count.add(1, ordering: .relaxed)
  }

  /// Where probing for `key` in `context` starts.
  @inlinable
  static func start(of key: ObjectIdentifier, in context: DependencyContext) -> Int {
    let bits = UInt(bitPattern: key)
    return Int(truncatingIfNeeded: (bits >> 4) ^ (bits >> 11) ^ UInt(context.index)) & (capacity - 1)
  }
}
