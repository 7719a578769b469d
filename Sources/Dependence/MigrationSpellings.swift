extension DependencyValues {
  /// swift-dependencies' name for ``current``.
  @available(*, deprecated, renamed: "current")
  public static var _current: DependencyValues { current }

  /// swift-dependencies' name for ``DependencyContinuation``.
  @available(*, deprecated, renamed: "DependencyContinuation")
  public typealias Continuation = DependencyContinuation

  /// The package's original spelling of ``subscript(_:)``: `self[test: AuthClientKey.self]`.
  @available(*, deprecated, message: "Write 'self[Key.self]': it reads and writes any key.")
  public subscript<Key: TestDependencyKey>(test key: Key.Type) -> Key.Value {
    get { self[key] }
    set { self[key] = newValue }
  }
}

/// swift-dependencies' spelling of ``captureDependencies()``, then `yield`.
@available(*, deprecated, message: "Use 'let continuation = captureDependencies()', then 'continuation.yield { … }'.")
public func withEscapedDependencies<Result>(
  _ operation: (DependencyContinuation) throws -> Result
) rethrows -> Result {
  try operation(captureDependencies())
}

/// swift-dependencies' spelling of ``captureDependencies()``, then `yield`.
@available(*, deprecated, message: "Use 'let continuation = captureDependencies()', then 'continuation.yield { … }'.")
public func withEscapedDependencies<Result>(
  isolation: isolated (any Actor)? = #isolation,
  _ operation: (DependencyContinuation) async throws -> Result
) async rethrows -> Result {
  try await operation(captureDependencies())
}
