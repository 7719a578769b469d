public import Synchronization

/// The readers of the key paths and key types ``Dependency`` wrappers read: one for each, made
/// when the first wrapper for it is created and kept for the life of the process.
///
/// A wrapper holds its reader unmanaged: a reader never goes away, so copying a wrapper or
/// reading it touches no reference count, which two threads reading one wrapper at once would
/// otherwise contend on. A reader also keeps its key path alive, so that the key path's address
/// cannot come to name another.
///
/// A reader learns, on its key path's first read, whether the key path is a `@DependencyEntry`
/// property: a key path projection costs more than the rest of a read, and an entry's getter is
/// exactly a read of its key. The getter the macro generates passes its own key path to
/// ``DependencyValues/dependencyEntry(_:accessor:)``; the first read runs the projection with an
/// ``EntryProbe``, and when the getter that ran is the accessor of the very key path being read
/// (the key paths are equal), the key path names that entry by construction, and later reads
/// read the key directly. Any other key path — a hand-written getter, `\.date.now` — is projected
/// on every read, so its getter always runs.
@usableFromInline
enum EntryReaders {
  @usableFromInline static let table = BoxTable()
  private static let count = LockedValue(0)
  /// Key paths are made once per literal in the source and key types are few, so the table
  /// stays small; this bounds it should a program make key paths at run time. Wrappers made
  /// once it is full hold their key path themselves.
  private static let capacity = 4_096

  /// The reader of `keyPath`, made now if it has none; `nil` once the table is full.
  @inlinable
  static func reader<Value>(
    for keyPath: any KeyPath<DependencyValues, Value> & Sendable
  ) -> Unmanaged<DependencyReader<Value>>? {
    if let reader = existing(ObjectIdentifier(keyPath), as: Value.self) { return reader }
    return add(DependencyReader(keyPath: keyPath))
  }

  /// The reader of `Key`, made now if it has none; `nil` once the table is full.
  @inlinable
  static func reader<Key: TestDependencyKey>(for _: Key.Type) -> Unmanaged<DependencyReader<Key.Value>>? {
    if let reader = existing(ObjectIdentifier(Key.self), as: Key.Value.self) { return reader }
    return add(DependencyReader(key: Key.self))
  }

  /// The reader stored for `id`. Sound because what `id` names — a key path object or a key
  /// type — has one value type, which is `Value` for every caller.
  @inlinable
  static func existing<Value>(
    _ id: ObjectIdentifier, as _: Value.Type
  ) -> Unmanaged<DependencyReader<Value>>? {
    table.withEntry(for: id) {
      Unmanaged.passUnretained(unsafeDowncast($0, to: DependencyReader<Value>.self))
    }
  }

  @usableFromInline
  static func add<Value>(_ reader: DependencyReader<Value>) -> Unmanaged<DependencyReader<Value>>? {
    count.withLock { count in
      if let existing = existing(reader.key, as: Value.self) { return existing }
      guard count < capacity else { return nil }
      table.insert(reader)
      count += 1
      return Unmanaged.passUnretained(reader)
    }
  }
}

/// How wrappers read one key path or key type.
@usableFromInline
final class DependencyReader<Value>: TableEntry, @unchecked Sendable {
  // `keyPath` is immutable and Sendable. `learned` is an atomic: 0 before the key path's first
  // read, 1 once it is known to name no entry, or else a retained `KeyReadBox`, never replaced
  // once set.
  @usableFromInline let keyPath: (any KeyPath<DependencyValues, Value> & Sendable)?
  @usableFromInline let learned: Atomic<UInt>

  @usableFromInline
  init(keyPath: any KeyPath<DependencyValues, Value> & Sendable) {
    self.keyPath = keyPath
    learned = Atomic(0)
    super.init(key: ObjectIdentifier(keyPath))
  }

  @inlinable
  init<Key: TestDependencyKey>(key: Key.Type) where Key.Value == Value {
    keyPath = nil
    learned = Atomic(UInt(bitPattern: Unmanaged.passRetained(KeyReadBox(KeyRead(Key.self))).toOpaque()))
    super.init(key: ObjectIdentifier(Key.self))
  }

  deinit {
    let raw = learned.load(ordering: .acquiring)
    if raw > 1 { Unmanaged<KeyReadBox<Value>>.fromOpaque(UnsafeRawPointer(bitPattern: raw)!).release() }
  }

  /// The value this reader reads from `values`.
  @inlinable
  func read(_ values: DependencyValues) -> Value {
    let raw = learned.load(ordering: .acquiring)
    if raw > 1 {
      return Unmanaged<KeyReadBox<Value>>.fromOpaque(UnsafeRawPointer(bitPattern: raw)!)
        ._withUnsafeGuaranteedRef { $0.read(values) }
    }
    if raw == 1 { return values[keyPath: keyPath.unsafelyUnwrapped] }
    return firstRead(values)
  }

  /// Reads through the key path for the first time, learning whether it names an entry.
  @usableFromInline
  func firstRead(_ values: DependencyValues) -> Value {
    guard let keyPath else { preconditionFailure("a key type's reader reads its key directly") }
    let probe = EntryProbe()
    var probing = values
    probing.access = .probe
    let value = EntryProbe.$current.withValue(probe) { probing[keyPath: keyPath] }
    let read: KeyRead<Value>? = probe.read(keyPath)
    let learned = read.map { UInt(bitPattern: Unmanaged.passRetained(KeyReadBox($0)).toOpaque()) } ?? 1
    let (stored, _) = self.learned.compareExchange(
      expected: 0, desired: learned, ordering: .acquiringAndReleasing)
    if !stored, learned > 1 {
      Unmanaged<KeyReadBox<Value>>.fromOpaque(UnsafeRawPointer(bitPattern: learned)!).release()
    }
    return value
  }
}

/// A ``KeyRead`` in a class, to keep in an atomic.
@usableFromInline
final class KeyReadBox<Value>: @unchecked Sendable {
  // Immutable, holding a Sendable read.
  @usableFromInline let read: KeyRead<Value>

  @usableFromInline
  init(_ read: KeyRead<Value>) {
    self.read = read
  }
}

/// What the getters run during one probed projection noted about the entries they read.
@usableFromInline
final class EntryProbe: Sendable {
  private struct Note: @unchecked Sendable {
    // Both are immutable: a key path, and a key's reader.
    let accessor: AnyKeyPath
    let read: Any
  }

  private let notes = LockedValue<[Note]>([])

  /// The probe of the projection the current task runs, if any.
  @usableFromInline @TaskLocal static var current: EntryProbe?

  init() {}

  /// Notes that the accessor at `accessor` read an entry, which `read` reads directly.
  @usableFromInline
  func note<Value>(accessor: AnyKeyPath, read: KeyRead<Value>) {
    notes.withLock { $0.append(Note(accessor: accessor, read: read)) }
  }

  /// The direct read of `keyPath`, if the projection ran exactly its entry accessor.
  func read<Value>(_ keyPath: AnyKeyPath) -> KeyRead<Value>? {
    let notes = notes.withLock { $0 }
    guard notes.count == 1, notes[0].accessor == keyPath else { return nil }
    return notes[0].read as? KeyRead<Value>
  }
}
