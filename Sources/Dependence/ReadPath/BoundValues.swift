/// The dependency values bound to the current task, and the head every read starts from.
@usableFromInline
enum BoundValues {
  /// The head of the values bound to the current task, or `nil` outside any scope.
  @usableFromInline static let taskLocal = TaskLocal<OverrideNode?>(wrappedValue: nil)

  /// The head of the current values: the task's, or the latest SwiftUI subtree's over its test
  /// scope when the task's set nothing. Outside SwiftUI the check costs one relaxed load.
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

  /// The head a read in a SwiftUI view resolves: the view's environment values, unmerged, when
  /// they set any, and else ``head``.
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
