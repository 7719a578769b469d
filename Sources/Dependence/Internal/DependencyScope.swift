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
    if let head = taskLocalHead() { return head }
    return shared.subtrees._withUnsafeGuaranteedRef { $0.latest?.head }
  }

  /// The head of the values bound to the current task, ignoring any SwiftUI subtree.
  @inlinable
  static func taskLocalHead() -> OverrideNode? {
    shared.taskLocal._withUnsafeGuaranteedRef { $0.get() }
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
