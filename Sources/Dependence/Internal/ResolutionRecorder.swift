/// Watches one key-path read on ``DependencyValues`` to learn whether its result can be reused.
///
/// A ``Dependency`` wrapper reuses a value only when its key path read exactly one key, that
/// key's value is the whole result, and the value came from somewhere that cannot change for the
/// same scope (an override, or a cache owned by the scope or the process).
package final class ResolutionRecorder: @unchecked Sendable {
  // Used by one synchronous read on one thread, then discarded.
  private(set) var keysRead = 0
  private(set) var lastValueType: Any.Type?
  private(set) var isStable = true

  package init() {}

  func record<Value>(_: Value.Type, stable: Bool) {
    keysRead += 1
    lastValueType = Value.self
    isStable = isStable && stable
  }

  /// Whether a read that produced a `Result` may be reused for the same scope.
  package func allowsReuse<Result>(of _: Result.Type) -> Bool {
    keysRead == 1 && isStable && lastValueType == Result.self
  }
}
