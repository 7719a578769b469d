/// Runs `body` and reports the error it throws, if any, as an issue; returns `nil` then.
///
/// swift-issue-reporting's spelling, which swift-dependencies re-exported:
///
/// ```swift
/// let user = withErrorReporting("Loading the signed-in user") {
///   try decoder.decode(User.self, from: data)
/// }
/// ```
///
/// A `CancellationError` is not reported: the work was cancelled, not broken.
///
/// - Parameters:
///   - message: What `body` was doing, written before the error in the report.
///   - body: The work whose error to report.
/// - Returns: What `body` returned, or `nil` when it threw.
public func withErrorReporting<Result>(
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  catching body: () throws -> Result
) -> Result? {
  do {
    return try body()
  } catch {
    report(
      error, message(),
      at: IssueContext.location(fileID: fileID, filePath: filePath, line: line, column: column))
    return nil
  }
}

/// `withErrorReporting(_:catching:)`
/// for a `body` that returns an optional: `nil` whether it returned `nil` or threw.
public func withErrorReporting<Result>(
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  catching body: () throws -> Result?
) -> Result? {
  do {
    return try body()
  } catch {
    report(
      error, message(),
      at: IssueContext.location(fileID: fileID, filePath: filePath, line: line, column: column))
    return nil
  }
}

/// Runs asynchronous `body` on the caller's actor and reports the error it throws, if any, as an
/// issue; returns `nil` then. A `CancellationError` is not reported.
///
/// - Parameters:
///   - message: What `body` was doing, written before the error in the report.
///   - body: The work whose error to report.
/// - Returns: What `body` returned, or `nil` when it threw.
public func withErrorReporting<Result>(
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  isolation: isolated (any Actor)? = #isolation,
  catching body: () async throws -> sending Result
) async -> Result? {
  do {
    return try await body()
  } catch {
    report(
      error, message(),
      at: IssueContext.location(fileID: fileID, filePath: filePath, line: line, column: column))
    return nil
  }
}

/// Reports `error`, thrown while doing `message`, unless it is a cancellation.
private func report(_ error: any Error, _ message: String?, at location: SourceLocation) {
  guard !(error is CancellationError) else { return }
  reportIssue(error, context: message, at: location)
}
