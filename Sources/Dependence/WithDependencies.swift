/// Runs `operation` with dependency values changed by `update`.
///
/// Child tasks inherit the values; `Task.detached` does not: see ``captureDependencies()``.
///
/// - Parameters:
///   - update: Changes the values for the operation.
///   - operation: The work to run with the changed values.
///   - fileID: The call's file, where a test reports a dependency `update` uses unimplemented.
///     Defaults to the caller's.
///   - filePath: The full path of that file. Defaults to the caller's.
///   - line: The call's line. Defaults to the caller's.
///   - column: The call's column. Defaults to the caller's.
/// - Returns: The value `operation` returns.
/// - Throws: What `update` or `operation` throws.
@discardableResult
@inlinable
public func withDependencies<Result>(
  _ update: (inout DependencyValues) throws -> Void,
  operation: () throws -> Result,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) rethrows -> Result {
  let site = ReadSite(fileID: fileID, filePath: filePath, line: line, column: column)
  let values = try DependencyValues.currentForNewScope.updated(by: update, at: site)
  return try BoundValues.withHead(values.head) {
    try ScopeObjects.remember(operation())
  }
}

/// The `async` form of ``withDependencies(_:operation:)``, run on the caller's actor.
@discardableResult
public func withDependencies<Result>(
  isolation: isolated (any Actor)? = #isolation,
  _ update: (inout DependencyValues) async throws -> Void,
  operation: () async throws -> Result,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) async rethrows -> Result {
  let site = ReadSite(fileID: fileID, filePath: filePath, line: line, column: column)
  let values = try await DependencyValues.currentForNewScope.updated(
    isolation: isolation, by: update, at: site)
  return try await BoundValues.withHead(values.head, isolation: isolation) {
    try await ScopeObjects.remember(operation())
  }
}

/// Runs `operation` with the dependency values `object` captured when it was created, as in
/// `detail = withDependencies(from: self) { DetailModel() }`.
///
/// The object's values are those its ``Dependency`` properties captured, or else those current
/// when a `withDependencies` operation returned it; an object with neither reports an issue.
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
    operation: operation,
    fileID: fileID, filePath: filePath, line: line, column: column
  )
}

/// The `async` form of ``withDependencies(from:_:operation:fileID:filePath:line:column:)``.
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
    operation: operation,
    fileID: fileID, filePath: filePath, line: line, column: column
  )
}

/// ``withDependencies(from:_:operation:fileID:filePath:line:column:)`` without `update`.
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

/// Async ``withDependencies(from:_:operation:fileID:filePath:line:column:)`` without `update`.
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
  /// The values a `withDependencies` scope starts from: the current ones, laid on the running
  /// test's default scope when they carry none (a plain `XCTestCase`, a Swift Testing test with
  /// no trait), so that work the scope starts still resolves in that test's scope after it ends.
  @inlinable
  static var currentForNewScope: DependencyValues {
    let head = BoundValues.head
    guard head?.scope == nil, TestSupport.isInstalled else { return DependencyValues(head: head) }
    return rootedInRunningTest(head)
  }

  /// `head`'s values on the running test's default scope, if a test is running.
  @usableFromInline
  static func rootedInRunningTest(_ head: OverrideNode?) -> DependencyValues {
    guard let scope = TestSupport.currentScope() else { return DependencyValues(head: head) }
    return DependencyValues(
      head: DependencyValues(head: head).rebuilt(on: OverrideMark.root(of: scope)))
  }

  /// A copy changed by `update`, whose reads count as changes, not uses. Where a testing
  /// library runs, `update` runs with `site` as the read site, so that a test reports a
  /// dependency it uses unimplemented there (`$0.id = $0.uuid().uuidString`), not in this package.
  @inlinable
  func updated(
    by update: (inout DependencyValues) throws -> Void, at site: ReadSite? = nil
  ) rethrows -> DependencyValues {
    var values = self
    values.isBeingUpdated = true
    if let site, TestSupport.isInstalled {
      try site.running { try update(&values) }
    } else {
      try update(&values)
    }
    values.isBeingUpdated = false
    return values
  }

  /// The `async` form of ``updated(by:at:)``, run on the caller's actor.
  func updated(
    isolation: isolated (any Actor)? = #isolation,
    by update: (inout DependencyValues) async throws -> Void, at site: ReadSite
  ) async rethrows -> DependencyValues {
    var values = self
    values.isBeingUpdated = true
    if TestSupport.isInstalled {
      try await ReadSite.$current.withValue(site) { try await update(&values) }
    } else {
      try await update(&values)
    }
    values.isBeingUpdated = false
    return values
  }
}
