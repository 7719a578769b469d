public import Synchronization

/// Values that ``Dependency`` wrappers resolved against one set of dependency values, by the
/// identity of what they read (a key path object or a key type).
///
/// A fixed-size, append-only, lock-free hash table: a lookup is a few atomic loads and pointer
/// comparisons, with no lock and no reference counting. Entries are never replaced, so a reader
/// can never see one freed; once the table is full, further values are simply not remembered.
@usableFromInline
final class MemoTable: @unchecked Sendable {
  // Slots hold retained entries, written once by compare-exchange and released in deinit.
  @usableFromInline static let capacity = 32
  @usableFromInline let slots: UnsafeMutablePointer<Atomic<UInt>>

  init() {
    slots = .allocate(capacity: Self.capacity)
    for index in 0..<Self.capacity {
      (slots + index).initialize(to: Atomic(0))
    }
  }

  deinit {
    for index in 0..<Self.capacity {
      let raw = slots[index].load(ordering: .acquiring)
      if raw != 0 { Unmanaged<MemoEntry>.fromOpaque(UnsafeRawPointer(bitPattern: raw)!).release() }
    }
    slots.deinitialize(count: Self.capacity)
    slots.deallocate()
  }

  /// The memo table of the values headed by `node`, or of the root values; `nil` when none was
  /// made yet.
  @inlinable
  static func lookup<Value>(
    _ id: ObjectIdentifier, in node: OverrideNode?, as _: Value.Type
  ) -> Value? {
    let table: Unmanaged<MemoTable>
    if let node {
      let raw = node.memo.load(ordering: .acquiring)
      guard raw > MemoSlot.readOnce else { return nil }
      table = Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: raw)!)
    } else {
      table = DependencyScope.shared.root
    }
    return table._withUnsafeGuaranteedRef { $0.value(for: id, as: Value.self) }
  }

  @inlinable
  static func slot(of id: ObjectIdentifier) -> Int {
    let bits = UInt(bitPattern: id)
    return Int(truncatingIfNeeded: (bits >> 4) ^ (bits >> 11)) & (capacity - 1)
  }

  /// The value remembered for `id`, if any.
  @inlinable
  func value<Value>(for id: ObjectIdentifier, as _: Value.Type) -> Value? {
    var index = Self.slot(of: id)
    for _ in 0..<Self.capacity {
      let raw = slots[index].load(ordering: .acquiring)
      if raw == 0 { return nil }
      let entry = Unmanaged<MemoEntry>.fromOpaque(UnsafeRawPointer(bitPattern: raw)!)
      let found: Value? = entry._withUnsafeGuaranteedRef {
        $0.id == id ? unsafeDowncast($0, to: TypedMemoEntry<Value>.self).value : nil
      }
      if let found { return found }
      index = (index + 1) & (Self.capacity - 1)
    }
    return nil
  }

  /// Remembers `value` for `id`, unless the table already has a value for it or is full.
  func remember<Value>(_ value: Value, for id: ObjectIdentifier, anchor: AnyObject?) {
    let raw = UInt(
      bitPattern: Unmanaged<MemoEntry>.passRetained(
        TypedMemoEntry(id: id, anchor: anchor, value: value)
      ).toOpaque())
    var index = Self.slot(of: id)
    for _ in 0..<Self.capacity {
      let (stored, current) = slots[index].compareExchange(
        expected: 0, desired: raw, ordering: .acquiringAndReleasing)
      if stored { return }
      let occupant = Unmanaged<MemoEntry>.fromOpaque(UnsafeRawPointer(bitPattern: current)!)
      if occupant._withUnsafeGuaranteedRef({ $0.id == id }) { break }
      index = (index + 1) & (Self.capacity - 1)
    }
    Unmanaged<MemoEntry>.fromOpaque(UnsafeRawPointer(bitPattern: raw)!).release()
  }
}

/// A remembered value, by the identity of what was read.
@usableFromInline
class MemoEntry {
  @usableFromInline let id: ObjectIdentifier
  /// Keeps the object behind `id` alive, so that its address cannot be reused by another.
  let anchor: AnyObject?

  init(id: ObjectIdentifier, anchor: AnyObject?) {
    self.id = id
    self.anchor = anchor
  }
}

@usableFromInline
final class TypedMemoEntry<Value>: MemoEntry {
  @usableFromInline let value: Value

  init(id: ObjectIdentifier, anchor: AnyObject?, value: Value) {
    self.value = value
    super.init(id: id, anchor: anchor)
  }
}
