import Synchronization

/// Key paths kept alive for the whole process, so that a ``Dependency`` wrapper can name its key
/// path by address alone.
///
/// A wrapper that held its key path strongly would retain and release it on every read — and a
/// key-path literal is one object shared by every wrapper created from it, so two threads reading
/// at once would contend on its reference count. Literal key paths live for the whole process
/// anyway; registering them costs nothing more. The table is bounded: once it is full, wrappers
/// fall back to holding their key path themselves.
@usableFromInline
enum KeyPathRegistry {
  static let capacity = 1024
  // The pointer never changes; the atomics it points to synchronize every access.
  nonisolated(unsafe) static let slots: UnsafeMutablePointer<Atomic<UInt>> = {
    let slots = UnsafeMutablePointer<Atomic<UInt>>.allocate(capacity: capacity)
    for index in 0..<capacity { (slots + index).initialize(to: Atomic(0)) }
    return slots
  }()

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
