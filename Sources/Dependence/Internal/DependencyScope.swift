public import Synchronization

/// The task-local that binds dependency values to a task, and the order in which a read
/// consults the values around it.
///
/// The task-local holds the head of the bound values' override list: one task-local read gives a
/// reader both the values and their identity. Both shared objects live for the whole process and
/// are held unmanaged, so that reading them costs no reference counting: two threads reading at
/// once never contend on a shared reference count.
@usableFromInline
struct DependencyScope: Sendable {
  @usableFromInline let taskLocal: Unmanaged<TaskLocal<OverrideNode?>>
  @usableFromInline let subtrees: Unmanaged<SubtreeRegistry>

  @usableFromInline static let shared = DependencyScope(
    taskLocal: .passRetained(TaskLocal(wrappedValue: nil)),
    subtrees: .passRetained(SubtreeRegistry.shared))

  /// The head of the current values, in the order every read site but a SwiftUI view's uses:
  /// the values bound to the current task; failing those (or when they set nothing, carrying
  /// only a test's scope), the latest SwiftUI subtree's, on top of that scope; else `nil`.
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
      let bound = Unmanaged<OverrideNode>.fromOpaque(UnsafeRawPointer(bitPattern: address)!)
        .takeUnretainedValue()
      if bound.setsValues || !hasSubtree() { return bound }
      return subtreeHead(over: bound)
    }
    guard hasSubtree() else { return nil }
    return subtreeHead(over: nil)
  }

  /// The latest subtree's values, laid over the test scope `bound` carries, if any.
  @usableFromInline
  static func subtreeHead(over bound: OverrideNode?) -> OverrideNode? {
    guard let subtree = SubtreeRegistry.shared.latest?.head else { return bound }
    guard let scope = bound?.scope else { return subtree }
    var head: OverrideNode? = OverrideMark.root(of: scope)
    for node in subtree.effectiveValueNodes.reversed() { head = node.reparented(onto: head) }
    return head
  }

  /// The head a read in a SwiftUI view resolves: the view's environment values when they set
  /// any (through the task's test scope, when they carry none), and else ``currentHead()``.
  ///
  /// The environment wins as a whole, without merging lower containers key by key: a view's
  /// environment value already starts from its parent's.
  package static func viewHead(environment: OverrideNode?) -> OverrideNode? {
    guard let environment, environment.setsValues else { return currentHead() }
    let bound = taskLocalHeadAddress()
    guard environment.scope == nil, bound != 0,
      let scope = currentHead(bound: bound)?.scope
    else { return environment }
    return DependencyValues(head: environment).rebuilt(on: OverrideMark.root(of: scope))
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

  /// The address of the head bound to the current task, or 0, read without retaining it: enough
  /// to compare with a head the caller already holds.
  @inlinable
  static func taskLocalHeadAddress() -> UInt {
    guard let slot = taskLocalValueGet(shared.taskLocal.toOpaque()) else { return 0 }
    return slot.load(as: UInt.self)
  }

  /// Runs `operation` with `head` bound.
  @inlinable
  static func withHead<Result>(
    _ head: OverrideNode?, operation: () throws -> Result
  ) rethrows -> Result {
    try shared.taskLocal._withUnsafeGuaranteedRef {
      try $0.withValue(head, operation: operation)
    }
  }

  /// Runs `operation` with `head` bound, binding it only if another head is bound now.
  static func withHead<Result>(
    ifNotBound head: OverrideNode?, operation: () throws -> Result
  ) rethrows -> Result {
    let bound = taskLocalHeadAddress()
    if bound == (head.map { UInt(bitPattern: ObjectIdentifier($0)) } ?? 0) {
      return try operation()
    }
    return try withHead(head, operation: operation)
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
/// it, which keeps two threads reading under one scope from contending on its reference count.
@usableFromInline
@_silgen_name("swift_task_localValueGet")
func taskLocalValueGet(_ key: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer?
