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
