/// Runs `operation` with dependency values changed by `update`.
///
/// The current values are copied, `update` changes the copy, and the copy is bound for the
/// duration of `operation`: every read inside it, including reads in child tasks created with
/// `async let` or a task group, sees the change. Scopes nest; an inner change wins for its key
/// and every other key is inherited. `Task.detached`, Dispatch queues and callbacks do not
/// inherit the values: use ``captureDependencies()`` to carry them across.
///
/// ```swift
/// let greeting = try withDependencies {
///   $0.apiClient = .preview
/// } operation: {
///   try GreetingModel().load()
/// }
/// ```
///
/// - Parameters:
///   - update: Changes the values for the operation.
///   - operation: The work to run with the changed values.
/// - Returns: The value `operation` returns.
/// - Throws: What `update` or `operation` throws.
@discardableResult
public func withDependencies<Result>(
  _ update: (inout DependencyValues) throws -> Void,
  operation: () throws -> Result
) rethrows -> Result {
  var values = DependencyValues.current
  try update(&values)
  return try DependencyScope.withHead(values.head, operation: operation)
}

/// Runs asynchronous `operation` with dependency values changed by `update`.
///
/// See ``withDependencies(_:operation:)`` for the rules; child tasks of `operation` inherit
/// the values, and the operation stays on the caller's actor.
@discardableResult
public func withDependencies<Result>(
  isolation: isolated (any Actor)? = #isolation,
  _ update: (inout DependencyValues) async throws -> Void,
  operation: () async throws -> Result
) async rethrows -> Result {
  var values = DependencyValues.current
  try await update(&values)
  return try await DependencyScope.withHead(values.head, isolation: isolation, operation: operation)
}

/// Runs `operation` with the dependency values `object` captured when it was created.
///
/// Use it when one object creates another, so that the child sees the overrides its parent was
/// created with, even outside the scope that created the parent:
///
/// ```swift
/// func showDetail() {
///   detail = withDependencies(from: self) { DetailModel() }
/// }
/// ```
///
/// The object's values are found through its ``Dependency`` properties; they are written over
/// the current values, and `update` is applied last. An object with no `@Dependency` property
/// leaves the current values as they are.
@discardableResult
public func withDependencies<Object: AnyObject, Result>(
  from object: Object,
  _ update: (inout DependencyValues) throws -> Void,
  operation: () throws -> Result
) rethrows -> Result {
  try withDependencies(
    {
      $0 = $0.merging(capturedValues(of: object))
      try update(&$0)
    },
    operation: operation
  )
}

/// Runs asynchronous `operation` with the dependency values `object` captured when it was
/// created. See ``withDependencies(from:_:operation:)``.
@discardableResult
public func withDependencies<Object: AnyObject, Result>(
  from object: Object,
  isolation: isolated (any Actor)? = #isolation,
  _ update: (inout DependencyValues) async throws -> Void,
  operation: () async throws -> Result
) async rethrows -> Result {
  let captured = capturedValues(of: object)
  return try await withDependencies(
    isolation: isolation,
    {
      $0 = $0.merging(captured)
      try await update(&$0)
    },
    operation: operation
  )
}

/// Runs `operation` with the dependency values `object` captured when it was created.
/// See ``withDependencies(from:_:operation:)``.
@discardableResult
public func withDependencies<Object: AnyObject, Result>(
  from object: Object,
  operation: () throws -> Result
) rethrows -> Result {
  try withDependencies(from: object, { _ in }, operation: operation)
}

/// Runs asynchronous `operation` with the dependency values `object` captured when it was
/// created. See ``withDependencies(from:_:operation:)``.
@discardableResult
public func withDependencies<Object: AnyObject, Result>(
  from object: Object,
  isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> Result
) async rethrows -> Result {
  try await withDependencies(from: object, isolation: isolation, { _ in }, operation: operation)
}

/// The values the `@Dependency` properties of `object` captured, merged in declaration order.
func capturedValues(of object: AnyObject) -> DependencyValues {
  var values = DependencyValues()
  var mirror: Mirror? = Mirror(reflecting: object)
  while let current = mirror {
    for child in current.children {
      if let wrapper = child.value as? any CapturesDependencies,
        let captured = wrapper.capturedValues
      {
        values = values.merging(captured)
      }
    }
    mirror = current.superclassMirror
  }
  return values
}
