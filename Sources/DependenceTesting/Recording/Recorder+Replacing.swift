extension Recorder {
  /// Creates a recorder and puts its endpoint in place of a client's endpoint, in one line.
  ///
  /// - Parameters:
  ///   - name: The endpoint's name, such as `"auth.login"`.
  ///   - log: A log that orders this recorder's calls among other recorders' calls.
  ///   - endpoint: The client's endpoint, replaced by the recorder's.
  ///   - response: How calls are answered. Defaults to forwarding to the replaced endpoint.
  public convenience init(
    _ name: String,
    log: CallLog? = nil,
    replacing endpoint: inout @Sendable (repeat each Argument) async throws -> Result,
    _ response: Response? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    self.init(
      name, log: log, response ?? .run(endpoint),
      fileID: fileID, filePath: filePath, line: line, column: column)
    endpoint = asyncThrowingEndpoint
  }

  /// Puts a recorder in place of a client's `async`, non-throwing endpoint; `nil` forwards to it.
  public convenience init(
    _ name: String,
    log: CallLog? = nil,
    replacing endpoint: inout @Sendable (repeat each Argument) async -> Result,
    _ response: Response? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    self.init(
      name, log: log, response ?? .run(endpoint),
      fileID: fileID, filePath: filePath, line: line, column: column)
    endpoint = asyncEndpoint
  }

  /// Puts a recorder in place of a client's `nonisolated(nonsending)` `async throws` endpoint —
  /// any `async throws` endpoint of a module built with `NonisolatedNonsendingByDefault`; `nil`
  /// forwards to it.
  ///
  /// The recorder runs on the global executor, not on its caller's actor (Swift 6.3 cannot
  /// compile such a closure over a parameter pack). Under deterministic scheduling, record the
  /// whole client with ``RecordingClient``, or wire `{ try await login($0, $1) }`, to keep calls
  /// on the caller's actor.
  ///
  /// Its `column` is an `Int`, not a `UInt`: Swift tells overloads apart by their types, not by
  /// their isolation.
  public convenience init(
    _ name: String,
    log: CallLog? = nil,
    replacing endpoint: inout nonisolated(nonsending) @Sendable (repeat each Argument) async throws
      -> Result,
    _ response: Response? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: Int = #column
  ) {
    self.init(
      name, log: log, response ?? .run(endpoint),
      fileID: fileID, filePath: filePath, line: line, column: UInt(column))
    endpoint = asyncThrowingEndpoint
  }

  /// Puts a recorder in place of a client's `nonisolated(nonsending)` `async` endpoint; `nil`
  /// forwards to it. Runs on the global executor, and its `column` is an `Int`, as the
  /// `async throws` form says.
  public convenience init(
    _ name: String,
    log: CallLog? = nil,
    replacing endpoint: inout nonisolated(nonsending) @Sendable (repeat each Argument) async
      -> Result,
    _ response: Response? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: Int = #column
  ) {
    self.init(
      name, log: log, response ?? .run(endpoint),
      fileID: fileID, filePath: filePath, line: line, column: UInt(column))
    endpoint = asyncEndpoint
  }

  /// Puts a recorder in place of a client's `throws` endpoint; `nil` forwards to it.
  public convenience init(
    _ name: String,
    log: CallLog? = nil,
    replacing endpoint: inout @Sendable (repeat each Argument) throws -> Result,
    _ response: Response? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    self.init(
      name, log: log, response ?? .run(endpoint),
      fileID: fileID, filePath: filePath, line: line, column: column)
    endpoint = throwingEndpoint
  }

  /// Puts a recorder in place of a client's synchronous endpoint; `nil` forwards to it.
  public convenience init(
    _ name: String,
    log: CallLog? = nil,
    replacing endpoint: inout @Sendable (repeat each Argument) -> Result,
    _ response: Response? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    self.init(
      name, log: log, response ?? .run(endpoint),
      fileID: fileID, filePath: filePath, line: line, column: column)
    endpoint = self.endpoint
  }
}
