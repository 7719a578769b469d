public import Synchronization

/// The task-local that binds dependency values to a task, and the memo of the values outside
/// any scope.
///
/// The task-local holds the head of the bound values' override list: one task-local read gives
/// a reader both the values and their identity. Both objects live for the whole process and are
/// held unmanaged, so that reading them costs no reference counting: two threads reading at once
/// never contend on a shared reference count.
@usableFromInline
struct DependencyScope: Sendable {
  @usableFromInline let taskLocal: Unmanaged<TaskLocal<OverrideNode?>>
  @usableFromInline let root: Unmanaged<MemoTable>
  @usableFromInline let subtrees: Unmanaged<SubtreeRegistry>

  @usableFromInline static let shared = DependencyScope(
    taskLocal: .passRetained(TaskLocal(wrappedValue: nil)),
    root: .passRetained(MemoTable()),
    subtrees: .passRetained(SubtreeRegistry.shared))

  /// The head of the current values: those bound to the current task, or else those of the
  /// latest SwiftUI subtree that overrides dependencies, or `nil` for none.
  ///
  /// Outside SwiftUI no subtree is ever published, and the fallback costs one relaxed load.
  @inlinable
  static func currentHead() -> OverrideNode? {
    currentHead(bound: taskLocalHeadAddress())
  }

  /// ``currentHead()``, given the address ``taskLocalHeadAddress()`` just returned.
  @inlinable
  static func currentHead(bound address: UInt) -> OverrideNode? {
    if address != 0 {
      // The task-local storage keeps the bound head alive while it is bound, which it is for
      // the whole of this synchronous call.
      return Unmanaged<OverrideNode>.fromOpaque(UnsafeRawPointer(bitPattern: address)!)
        .takeUnretainedValue()
    }
    return shared.subtrees._withUnsafeGuaranteedRef { $0.latest?.head }
  }

  /// ``currentHead()``, with the common case of no values at all answered without a copy.
  @inlinable
  static func capturableHead() -> OverrideNode? {
    let address = taskLocalHeadAddress()
    if address == 0, !hasSubtree() { return nil }
    return currentHead(bound: address)
  }

  /// Whether a SwiftUI subtree currently publishes dependency values.
  @inlinable
  static func hasSubtree() -> Bool {
    shared.subtrees._withUnsafeGuaranteedRef { $0.hasLatest.load(ordering: .relaxed) }
  }

  /// The head of the values bound to the current task, ignoring any SwiftUI subtree.
  @inlinable
  static func taskLocalHead() -> OverrideNode? {
    let address = taskLocalHeadAddress()
    return address == 0 ? nil : currentHead(bound: address)
  }

  /// The address of the head bound to the current task, or 0, read without retaining it: enough
  /// to compare with a head the caller already holds.
  @inlinable
  static func taskLocalHeadAddress() -> UInt {
    guard let slot = taskLocalValueGet(shared.taskLocal.toOpaque()) else { return 0 }
    return slot.load(as: UInt.self)
  }

  /// Runs `operation` with `head` bound.
  static func withHead<Result>(
    _ head: OverrideNode?, operation: () throws -> Result
  ) rethrows -> Result {
    try shared.taskLocal._withUnsafeGuaranteedRef {
      try $0.withValue(head, operation: operation)
    }
  }

  /// Runs asynchronous `operation` with `head` bound.
  static func withHead<Result>(
    _ head: OverrideNode?,
    isolation: isolated (any Actor)?,
    operation: () async throws -> Result
  ) async rethrows -> Result {
    try await shared.taskLocal.takeUnretainedValue().withValue(
      head, operation: operation, isolation: isolation)
  }
}

/// The runtime's task-local lookup, which `TaskLocal.get()` calls: the address of the value bound
/// to `key` (a `TaskLocal` object's address) in the current task or thread, or `nil`. Calling it
/// directly lets a reader compare the bound head with one it holds without copying (retaining)
/// it.
@usableFromInline
@_silgen_name("swift_task_localValueGet")
func taskLocalValueGet(_ key: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer?
