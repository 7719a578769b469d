/// Captures the current dependency values so that work crossing an escaping boundary can use
/// them. `Task.detached`, Dispatch queues and callbacks do not inherit task-local values:
///
/// ```swift
/// let dependencies = captureDependencies()
/// DispatchQueue.global().async {
///   dependencies.yield { /* reads here see the captured values */ }
/// }
/// ```
///
/// - Returns: A `Sendable` handle on the values current at the call.
public func captureDependencies() -> DependencyContinuation {
  DependencyContinuation(head: BoundValues.head)
}

/// Dependency values captured by ``captureDependencies()``, to be rebound later.
public struct DependencyContinuation: Sendable {
  let head: OverrideNode?

  /// The captured values.
  public var values: DependencyValues { DependencyValues(head: head) }

  /// Runs `operation` with the captured values bound.
  @discardableResult
  public func yield<Result>(_ operation: () throws -> Result) rethrows -> Result {
    try BoundValues.withHead(head, operation: operation)
  }

  /// Runs asynchronous `operation` with the captured values bound.
  @discardableResult
  public func yield<Result>(
    isolation: isolated (any Actor)? = #isolation,
    _ operation: () async throws -> Result
  ) async rethrows -> Result {
    try await BoundValues.withHead(head, isolation: isolation, operation: operation)
  }
}
