/// Runs `operation` with dependency values changed by `update`.
///
/// A copy of the current values, changed by `update`, is bound for `operation` and its child
/// tasks (`async let`, task groups); in nested scopes the inner change wins for its key.
/// `Task.detached`, Dispatch queues and callbacks do not inherit it: see ``captureDependencies()``.
///
/// - Parameters:
///   - update: Changes the values for the operation.
///   - operation: The work to run with the changed values.
/// - Returns: The value `operation` returns.
/// - Throws: What `update` or `operation` throws.
@discardableResult
@inlinable
public func withDependencies<Result>(
  _ update: (inout DependencyValues) throws -> Void,
  operation: () throws -> Result
) rethrows -> Result {
  let values = try DependencyValues.current.updated(by: update)
  return try BoundValues.withHead(values.head) {
    try ScopeObjects.remember(operation())
  }
}

/// Runs asynchronous `operation`, on the caller's actor, with dependency values changed by
/// `update`. See ``withDependencies(_:operation:)``.
@discardableResult
public func withDependencies<Result>(
  isolation: isolated (any Actor)? = #isolation,
  _ update: (inout DependencyValues) async throws -> Void,
  operation: () async throws -> Result
) async rethrows -> Result {
  var values = DependencyValues.current
  values.isBeingUpdated = true
  try await update(&values)
  values.isBeingUpdated = false
  return try await BoundValues.withHead(values.head, isolation: isolation) {
    try await ScopeObjects.remember(operation())
  }
}

/// Runs `operation` with the dependency values `object` captured when it was created.
///
/// Use it when one object creates another, so the child sees the parent's overrides even outside
/// the scope that created the parent: `detail = withDependencies(from: self) { DetailModel() }`.
///
/// The object's values are those its ``Dependency`` properties captured, or else those current
/// when a `withDependencies` operation returned it. If it was created inside the current scope,
/// its values win; otherwise the current values are written over them. `update` applies last. An
/// object with neither reports an issue and leaves the current values as they are.
///
/// - Parameters:
///   - object: The object whose values to use, such as the parent model.
///   - update: Changes the values for the operation, after the object's are applied.
///   - operation: The work to run with the values.
/// - Returns: The value `operation` returns.
/// - Throws: What `update` or `operation` throws.
@discardableResult
public func withDependencies<Object: AnyObject, Result>(
  from object: Object,
  _ update: (inout DependencyValues) throws -> Void,
  operation: () throws -> Result,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) rethrows -> Result {
  let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  let captured = ScopeObjects.values(of: object, reportingAt: location)
  return try withDependencies(
    {
      $0.head = captured.combined(withCurrent: $0.head).head
      try update(&$0)
    },
    operation: operation
  )
}

/// Runs asynchronous `operation` with the dependency values `object` captured when it was
/// created. See ``withDependencies(from:_:operation:fileID:filePath:line:column:)``.
@discardableResult
public func withDependencies<Object: AnyObject, Result>(
  from object: Object,
  isolation: isolated (any Actor)? = #isolation,
  _ update: (inout DependencyValues) async throws -> Void,
  operation: () async throws -> Result,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) async rethrows -> Result {
  let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  let captured = ScopeObjects.values(of: object, reportingAt: location)
  return try await withDependencies(
    isolation: isolation,
    {
      $0.head = captured.combined(withCurrent: $0.head).head
      try await update(&$0)
    },
    operation: operation
  )
}

/// Runs `operation` with the dependency values `object` captured when it was created.
/// See ``withDependencies(from:_:operation:fileID:filePath:line:column:)``.
@discardableResult
public func withDependencies<Object: AnyObject, Result>(
  from object: Object,
  operation: () throws -> Result,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) rethrows -> Result {
  try withDependencies(
    from: object, { _ in }, operation: operation,
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Runs asynchronous `operation` with the dependency values `object` captured when it was
/// created. See ``withDependencies(from:_:operation:fileID:filePath:line:column:)``.
@discardableResult
public func withDependencies<Object: AnyObject, Result>(
  from object: Object,
  isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> Result,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) async rethrows -> Result {
  try await withDependencies(
    from: object, isolation: isolation, { _ in }, operation: operation,
    fileID: fileID, filePath: filePath, line: line, column: column)
}

extension DependencyValues {
  /// These values, changed by `update` as a `withDependencies` closure changes them: reads in it
  /// are made to change values, not to use them.
  @inlinable
  func updated(by update: (inout DependencyValues) throws -> Void) rethrows -> DependencyValues {
    var values = self
    values.isBeingUpdated = true
    try update(&values)
    values.isBeingUpdated = false
    return values
  }
}
