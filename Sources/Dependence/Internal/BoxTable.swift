public import Synchronization

/// Immutable entries by key identity, read without a lock: the default values of a cache, and
/// the readers of dependency entries.
///
/// Entries are read far more often than they are added, and often from several threads at
/// once, so a read is a few atomic loads: no lock, and no reference count touched. Writes are
/// rare (once per key) and made by the owner under its lock. The table grows by copying into
/// one twice the size; the old storage stays alive, linked from the new, so a reader still
/// probing it never sees it freed.
///
/// The read is inlinable, so that it is specialized for the key in the reader's module: in
/// unspecialized code, reaching the value in `DependencyBox<Key>` would look its metadata up in
/// the runtime's cache on every read, which costs more than the rest of the read.
@usableFromInline
final class BoxTable: @unchecked Sendable {
  // `current` holds a retained Storage, replaced only by `insert`, which its owner serializes.
  @usableFromInline let current: Atomic<UInt>

  init() {
    current = Atomic(UInt(bitPattern: Unmanaged.passRetained(Storage(capacity: 16)).toOpaque()))
  }

  deinit {
    Unmanaged<Storage>.fromOpaque(UnsafeRawPointer(bitPattern: current.load(ordering: .acquiring))!)
      .release()
  }

  /// The value stored for `Key`, if any.
  @inlinable
  func value<Key: TestDependencyKey>(of _: Key.Type) -> Key.Value? {
    let storage = Unmanaged<Storage>.fromOpaque(
      UnsafeRawPointer(bitPattern: current.load(ordering: .acquiring))!)
    return storage._withUnsafeGuaranteedRef { $0.value(of: Key.self) }
  }

  /// `body` applied to the entry stored for `key`, without retaining it; `nil` when there is
  /// none.
  @inlinable
  func withEntry<Result>(
    for key: ObjectIdentifier, _ body: (TableEntry) -> Result
  ) -> Result? {
    let storage = Unmanaged<Storage>.fromOpaque(
      UnsafeRawPointer(bitPattern: current.load(ordering: .acquiring))!)
    return storage._withUnsafeGuaranteedRef { $0.slot(of: key)?._withUnsafeGuaranteedRef(body) }
  }

  /// The entry stored for `key`, if any.
  @inlinable
  func entry(for key: ObjectIdentifier) -> TableEntry? {
    let storage = Unmanaged<Storage>.fromOpaque(
      UnsafeRawPointer(bitPattern: current.load(ordering: .acquiring))!)
    return storage._withUnsafeGuaranteedRef { $0.entry(for: key) }
  }

  /// Stores `entry`, whose key has none. The caller serializes every insert.
  func insert(_ entry: TableEntry) {
    let storage = Unmanaged<Storage>.fromOpaque(
      UnsafeRawPointer(bitPattern: current.load(ordering: .acquiring))!
    ).takeUnretainedValue()
    if storage.count * 2 < storage.capacity {
      storage.insert(entry)
      return
    }
    let grown = Storage(capacity: storage.capacity * 2, previous: storage)
    for entry in storage.entries { grown.insert(entry) }
    grown.insert(entry)
    let old = current.exchange(
      UInt(bitPattern: Unmanaged.passRetained(grown).toOpaque()), ordering: .acquiringAndReleasing)
    // `grown.previous` keeps the old storage alive for readers still probing it.
    Unmanaged<Storage>.fromOpaque(UnsafeRawPointer(bitPattern: old)!).release()
  }

  /// An open-addressing table of retained boxes, each slot written once.
  @usableFromInline
  final class Storage: @unchecked Sendable {
    // Slots hold retained boxes, written once (under the owner's lock) and released in deinit.
    @usableFromInline let capacity: Int
    @usableFromInline let slots: UnsafeMutablePointer<Atomic<UInt>>
    private(set) var count = 0
    let previous: Storage?

    init(capacity: Int, previous: Storage? = nil) {
      self.capacity = capacity
      self.previous = previous
      slots = .allocate(capacity: capacity)
      for index in 0..<capacity { (slots + index).initialize(to: Atomic(0)) }
    }

    deinit {
      for index in 0..<capacity {
        let raw = slots[index].load(ordering: .acquiring)
        if raw != 0 {
          Unmanaged<TableEntry>.fromOpaque(UnsafeRawPointer(bitPattern: raw)!).release()
        }
      }
      slots.deinitialize(count: capacity)
      slots.deallocate()
    }

    @inlinable
    func start(of key: ObjectIdentifier) -> Int {
      let bits = UInt(bitPattern: key)
      return Int(truncatingIfNeeded: (bits >> 4) ^ (bits >> 12)) & (capacity - 1)
    }

    /// The slot holding `key`'s box, or `nil`.
    @inlinable
    func slot(of key: ObjectIdentifier) -> Unmanaged<TableEntry>? {
      var index = start(of: key)
      while true {
        let raw = slots[index].load(ordering: .acquiring)
        if raw == 0 { return nil }
        let box = Unmanaged<TableEntry>.fromOpaque(UnsafeRawPointer(bitPattern: raw)!)
        if box._withUnsafeGuaranteedRef({ $0.key == key }) { return box }
        index = (index + 1) & (capacity - 1)
      }
    }

    @inlinable
    func value<Key: TestDependencyKey>(of _: Key.Type) -> Key.Value? {
      slot(of: ObjectIdentifier(Key.self))?._withUnsafeGuaranteedRef {
        unsafeDowncast($0, to: DependencyBox<Key>.self).value
      }
    }

    @inlinable
    func entry(for key: ObjectIdentifier) -> TableEntry? {
      slot(of: key)?.takeUnretainedValue()
    }

    func insert(_ entry: TableEntry) {
      var index = start(of: entry.key)
      while slots[index].load(ordering: .relaxed) != 0 { index = (index + 1) & (capacity - 1) }
      slots[index].store(
        UInt(bitPattern: Unmanaged.passRetained(entry).toOpaque()), ordering: .releasing)
      count += 1
    }

    var entries: [TableEntry] {
      (0..<capacity).compactMap { index in
        let raw = slots[index].load(ordering: .acquiring)
        guard raw != 0 else { return nil }
        return Unmanaged<TableEntry>.fromOpaque(UnsafeRawPointer(bitPattern: raw)!)
          .takeUnretainedValue()
      }
    }
  }
}
