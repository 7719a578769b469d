public import Synchronization

/// The dependency values published by SwiftUI `.dependencies { }` view modifiers, and the latest
/// of them: the fallback of reads outside any view and any task-local override.
///
/// ``isPublishing`` is one relaxed load, so a program that never uses SwiftUI pays nothing.
@usableFromInline
package final class SubtreeRegistry: Sendable {
  private struct Slot {
    var values: DependencyValues
    /// The publication order of a live entry, or `nil` while its subtree is not on screen.
    var order: UInt64?
  }

  private struct State {
    var slots: [UInt64: Slot] = [:]
    var nextOrder: UInt64 = 0
    var latest: DependencyValues?
  }

  @usableFromInline let hasLatest = Atomic<Bool>(false)
  private let nextID = Atomic<UInt64>(0)
  private let state = LockedValue(State())

  /// The registry SwiftUI's view modifier publishes to.
  @usableFromInline package static let shared = SubtreeRegistry()

  package init() {}

  /// Whether a live subtree with overrides is published: one relaxed load.
  @inlinable
  package var isPublishing: Bool { hasLatest.load(ordering: .relaxed) }

  /// The values of the latest live subtree with overrides, if any.
  package var latest: DependencyValues? {
    guard isPublishing else { return nil }
    return state.withLock { $0.latest }
  }

  /// A new entry, not yet published. Making one, and dropping one never published or updated,
  /// takes no lock: SwiftUI may do both each time it recreates a modifier.
  package func makeEntry() -> SubtreeEntry {
    SubtreeEntry(id: nextID.wrappingAdd(1, ordering: .relaxed).oldValue, registry: self)
  }

  func publish(_ values: DependencyValues, for id: UInt64) {
    mutate { state in
      state.slots[id] = Slot(values: values, order: state.nextOrder)
      state.nextOrder += 1
      return true
    }
  }

  func update(_ values: DependencyValues, for id: UInt64) {
    mutate { state in
      state.slots[id, default: Slot(values: values, order: nil)].values = values
      return state.slots[id]?.order != nil
    }
  }

  func retract(_ id: UInt64) {
    mutate { state in
      defer { state.slots[id]?.order = nil }
      return state.slots[id]?.order != nil
    }
  }

  func remove(_ id: UInt64) {
    mutate { state in state.slots.removeValue(forKey: id)?.order != nil }
  }

  /// Applies `change`, recomputing the latest values when it returns `true`.
  private func mutate(_ change: (inout State) -> Bool) {
    state.withLock { state in
      guard change(&state) else { return }
      state.latest =
        state.slots.values
        .filter { $0.order != nil && $0.values.hasOverrides }
        .max { $0.order! < $1.order! }?
        .values
      hasLatest.store(state.latest != nil, ordering: .relaxed)
    }
  }
}

/// One subtree's place in a ``SubtreeRegistry``, removed when deinitialized.
package final class SubtreeEntry: Sendable {
  private let id: UInt64
  private let registry: SubtreeRegistry
  private let isRegistered = Atomic<Bool>(false)

  fileprivate init(id: UInt64, registry: SubtreeRegistry) {
    self.id = id
    self.registry = registry
  }

  deinit {
    if isRegistered.load(ordering: .relaxed) { registry.remove(id) }
  }

  /// Makes `values` this entry's and the entry the latest: its subtree has appeared.
  package func publish(_ values: DependencyValues) {
    isRegistered.store(true, ordering: .relaxed)
    registry.publish(values, for: id)
  }

  /// Replaces the entry's values, keeping its place in the publication order.
  package func update(_ values: DependencyValues) {
    isRegistered.store(true, ordering: .relaxed)
    registry.update(values, for: id)
  }

  /// Withdraws the entry until it is published again: its subtree has disappeared.
  package func retract() {
    registry.retract(id)
  }
}
