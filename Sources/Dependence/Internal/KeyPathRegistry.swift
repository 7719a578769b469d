import Synchronization

/// Key paths kept alive for the whole process, so that a ``Dependency`` wrapper can name its key
/// path by address alone; and, for a key path found to read one key and return its value as
/// it is, a reader that reads that key directly, at a fraction of a key-path projection's cost.
///
/// A wrapper that held its key path strongly would retain and release it on every read — and a
/// key-path literal is one object shared by every wrapper created from it, so two threads reading
/// at once would contend on its reference count. Literal key paths live for the whole process
/// anyway; registering them costs nothing more. The table is bounded: once it is full, wrappers
/// fall back to holding their key path themselves.
@usableFromInline
enum KeyPathRegistry {
  static let capacity = 1024
  // The pointers never change; the atomics they point to synchronize every access. A slot of
  // `readers` holds a retained reader for the key path in the same slot of `slots`.
  nonisolated(unsafe) static let slots = makeSlots()
  nonisolated(unsafe) static let readers = makeSlots()

  private static func makeSlots() -> UnsafeMutablePointer<Atomic<UInt>> {
    let slots = UnsafeMutablePointer<Atomic<UInt>>.allocate(capacity: capacity)
    for index in 0..<capacity { (slots + index).initialize(to: Atomic(0)) }
    return slots
  }

  /// The slot of the registered key path at `id`, if it is registered.
  private static func slot(of id: ObjectIdentifier) -> Int? {
    let bits = UInt(bitPattern: id)
    var index = Int(truncatingIfNeeded: (bits >> 4) ^ (bits >> 14)) & (capacity - 1)
    for _ in 0..<16 {
      let current = slots[index].load(ordering: .acquiring)
      if current == bits { return index }
      if current == 0 { return nil }
      index = (index + 1) & (capacity - 1)
    }
    return nil
  }

  /// The reader learned for the key path at `id`, if any.
  static func reader<Value>(at id: ObjectIdentifier, as _: Value.Type) -> ValueReader<Value>? {
    guard let index = slot(of: id) else { return nil }
    let raw = readers[index].load(ordering: .acquiring)
    guard raw != 0 else { return nil }
    return unsafeDowncast(
      Unmanaged<AnyObject>.fromOpaque(UnsafeRawPointer(bitPattern: raw)!).takeUnretainedValue(),
      to: ValueReader<Value>.self)
  }

  /// Installs `reader` for the key path at `id`, unless one is there already.
  static func install<Value>(_ reader: ValueReader<Value>, at id: ObjectIdentifier) {
    guard let index = slot(of: id), readers[index].load(ordering: .acquiring) == 0 else { return }
    let raw = UInt(bitPattern: Unmanaged.passRetained(reader as AnyObject).toOpaque())
    let (stored, _) = readers[index].compareExchange(
      expected: 0, desired: raw, ordering: .acquiringAndReleasing)
    if !stored { Unmanaged<AnyObject>.fromOpaque(UnsafeRawPointer(bitPattern: raw)!).release() }
  }

  /// Registers `keyPath`; returns whether it is (now) registered.
  @usableFromInline
  static func register(_ keyPath: AnyKeyPath) -> Bool {
    let bits = UInt(bitPattern: ObjectIdentifier(keyPath))
    var index = Int(truncatingIfNeeded: (bits >> 4) ^ (bits >> 14)) & (capacity - 1)
    for _ in 0..<16 {
      let current = slots[index].load(ordering: .acquiring)
      if current == bits { return true }
      if current == 0 {
        _ = Unmanaged.passRetained(keyPath)
        let (stored, winner) = slots[index].compareExchange(
          expected: 0, desired: bits, ordering: .acquiringAndReleasing)
        if stored { return true }
        Unmanaged.passUnretained(keyPath).release()
        if winner == bits { return true }
      }
      index = (index + 1) & (capacity - 1)
    }
    return false
  }

  /// The registered key path at `id`.
  static func keyPath<Value>(
    at id: ObjectIdentifier, as _: Value.Type
  ) -> KeyPath<DependencyValues, Value> {
    let object = Unmanaged<AnyKeyPath>.fromOpaque(
      UnsafeRawPointer(bitPattern: UInt(bitPattern: id))!
    ).takeUnretainedValue()
    return unsafeDowncast(object, to: KeyPath<DependencyValues, Value>.self)
  }
}

/// Reads one dependency value out of a ``DependencyValues`` without a key path.
class ValueReader<Value> {
  func read(_ values: DependencyValues) -> Value {
    fatalError("ValueReader subclasses override read(_:)")
  }

  /// The value overridden in the values headed by `head`, or `nil` when they hold none.
  func override(in head: OverrideNode) -> Value? {
    fatalError("ValueReader subclasses override override(in:)")
  }
}

/// Reads `Key`'s value.
final class KeyReader<Key: TestDependencyKey>: ValueReader<Key.Value> {
  override func read(_ values: DependencyValues) -> Key.Value { values[Key.self] }

  override func override(in head: OverrideNode) -> Key.Value? {
    DependencyValues(head: head).override(of: Key.self)
  }
}
