/// The dependency values bound to the current task, and the head every read starts from.
///
/// A task-local holds the head of the bound values' override list. `withDependencies`,
/// `DependencyContinuation.yield` and the testing library's traits bind it; child tasks inherit
/// it.
@usableFromInline
enum BoundValues {
  /// The head of the values bound to the current task, or `nil` outside any scope.
  @usableFromInline static let taskLocal = TaskLocal<OverrideNode?>(wrappedValue: nil)

  /// The head of the current values for every read site but a SwiftUI view's: the task's bound
  /// values, or, when those set nothing and a SwiftUI subtree publishes values, the subtree's on
  /// top of the bound test scope. Outside SwiftUI the check costs one relaxed load.
  @inlinable
  static var head: OverrideNode? {
    let bound = taskLocal.get()
    if bound?.setsValues == true || !SubtreeRegistry.shared.isPublishing {
      return bound
    }
    return subtreeHead(over: bound)
  }

  /// The latest subtree's values, laid over the test scope `bound` carries, if any.
  @usableFromInline
  static func subtreeHead(over bound: OverrideNode?) -> OverrideNode? {
    guard let subtree = SubtreeRegistry.shared.latest else { return bound }
    guard let scope = bound?.scope else { return subtree.head }
    return subtree.rebuilt(on: OverrideMark.root(of: scope))
  }

  /// The head a read in a SwiftUI view resolves: the view's environment values when they set
  /// any (through the task's test scope, when they carry none), and else ``head``. They win as a
  /// whole, unmerged: a view's environment value already starts from its parent's.
  static func viewHead(environment: OverrideNode?) -> OverrideNode? {
    guard let environment, environment.setsValues else { return head }
    guard environment.scope == nil, taskLocal.get() != nil, let scope = head?.scope else {
      return environment
    }
    return DependencyValues(head: environment).rebuilt(on: OverrideMark.root(of: scope))
  }

  /// Runs `operation` with `head` bound.
  @inlinable
  static func withHead<Result>(
    _ head: OverrideNode?, operation: () throws -> Result
  ) rethrows -> Result {
    try taskLocal.withValue(head, operation: operation)
  }

  /// Runs `operation` with `head` bound, binding it only if another head is bound now.
  static func withHead<Result>(
    ifNotBound head: OverrideNode?, operation: () throws -> Result
  ) rethrows -> Result {
    if taskLocal.get() === head { return try operation() }
    return try withHead(head, operation: operation)
  }

  /// Runs asynchronous `operation` with `head` bound.
  static func withHead<Result>(
    _ head: OverrideNode?,
    isolation: isolated (any Actor)?,
    operation: () async throws -> Result
  ) async rethrows -> Result {
    try await taskLocal.withValue(head, operation: operation, isolation: isolation)
  }
}
