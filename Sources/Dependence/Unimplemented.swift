/// Reports that an endpoint with no implementation was called, and returns.
///
/// - Parameter endpoint: The endpoint's name, such as `"SearchClient.cancel"`.
public func unimplemented(
  _ endpoint: String,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  reportIssue(
    unimplementedMessage(endpoint), fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Reports that an endpoint with no implementation was called, then stops the program.
/// Prefer ``throwingUnimplemented(_:fileID:filePath:line:column:)`` where the endpoint can throw.
///
/// In closure position (`var fetch: @Sendable (Int) throws -> User = unimplemented("fetch")`),
/// the overloads that return a closure win: they report when the closure is called.
///
/// - Parameter endpoint: The endpoint's name, such as `"Clock.now"`.
/// - Returns: Never returns.
@_disfavoredOverload
public func unimplemented<Result>(
  _ endpoint: String,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Result {
  let message = unimplementedMessage(endpoint)
  reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
  fatalError("\(message) It returns a value and cannot throw, so the program stops here.")
}

/// Reports that an endpoint with no implementation was called, and returns `placeholder`.
///
/// In closure position, the overload that returns a closure reporting when called wins.
///
/// - Parameters:
///   - endpoint: The endpoint's name, such as `"FeatureFlags.isEnabled"`.
///   - placeholder: The value to return.
/// - Returns: `placeholder`.
@_disfavoredOverload
public func unimplemented<Result>(
  _ endpoint: String,
  placeholder: @autoclosure () -> Result,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Result {
  reportIssue(
    unimplementedMessage(endpoint), fileID: fileID, filePath: filePath, line: line, column: column)
  return placeholder()
}

/// Reports that an endpoint with no implementation was called, then throws.
///
/// - Parameter endpoint: The endpoint's name, such as `"APIClient.fetchGreeting"`.
/// - Returns: Never returns.
/// - Throws: ``DependencyError/unimplemented(_:)`` naming `endpoint`.
public func throwingUnimplemented<Result>(
  _ endpoint: String,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) throws(DependencyError) -> Result {
  reportIssue(
    unimplementedMessage(endpoint), fileID: fileID, filePath: filePath, line: line, column: column)
  throw DependencyError.unimplemented(endpoint)
}

/// The report for a call to an unimplemented endpoint, with the fix for the current context.
package func unimplementedMessage(_ endpoint: String) -> String {
  unimplementedMessage(named: "'\(endpoint)'")
}

/// The report for a call to an unimplemented endpoint that `name` names (`'APIClient.fetch'`, or
/// `the closure made at Client.swift:12`), with the fix for the current context.
package func unimplementedMessage(named endpoint: String) -> String {
  switch DependencyValues.current.context {
  case .test:
    """
    Unimplemented: \(endpoint) was called. Override it in this test, for example with \
    'withDependencies' or a '.dependencies { }' trait, giving it an implementation.
    """
  case .preview:
    """
    Unimplemented: \(endpoint) was called in a preview. Give its dependency a previewValue, \
    or override it for the preview with 'withDependencies'.
    """
  case .live:
    """
    Unimplemented: \(endpoint) was called in the app. Give its dependency a liveValue, and \
    link the module that declares it into the app.
    """
  }
}
