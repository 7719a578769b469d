import Synchronization

/// The value a ``Dependency`` wrapper resolved, and the scope it resolved it against.
///
/// Written at most once, so a read is an atomic load and a pointer comparison: no lock, and no
/// reference counting on the shared entry.
final class DependencyMemo<Value>: @unchecked Sendable {
  // The slot is written once by compare-exchange; the entry it points to is immutable.
  private let slot = Atomic<Unmanaged<Entry>?>(nil)

  private final class Entry {
    let scope: DependencyScope?
    let value: Value

    init(scope: DependencyScope?, value: Value) {
      self.scope = scope
      self.value = value
    }
  }

  init() {}

  @inline(__always)
  func value(for scope: DependencyScope?) -> Value? {
    guard let entry = slot.load(ordering: .acquiring) else { return nil }
    return entry._withUnsafeGuaranteedRef { $0.scope === scope ? $0.value : nil }
  }

  func store(_ value: Value, for scope: DependencyScope?) {
    let entry = Unmanaged.passRetained(Entry(scope: scope, value: value))
    let (stored, _) = slot.compareExchange(
      expected: nil, desired: entry, ordering: .acquiringAndReleasing)
    if !stored { entry.release() }
  }

  deinit {
    slot.load(ordering: .acquiring)?.release()
  }
}
