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
  /// The recorder, and the endpoint it forwards to, run on the caller's actor, for endpoints of
  /// up to four parameters; with more, on the global executor (Swift 6.3 cannot compile such a
  /// closure over a parameter pack, so it is written for each count).
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
      name, log: log, response ?? Response(.closure, performAsync: endpoint),
      fileID: fileID, filePath: filePath, line: line, column: UInt(column))
    // Optional chaining would abstract the closure over its pack, which Swift 6.3 rejects.
    if let callerIsolated = callerIsolatedEndpoints {
      endpoint = callerIsolated.throwing
    } else {
      endpoint = asyncThrowingEndpoint
    }
  }

  /// Puts a recorder in place of a client's `nonisolated(nonsending)` `async` endpoint; `nil`
  /// forwards to it. Where it runs, and why its `column` is an `Int`: see the `async throws` form.
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
      name, log: log, response ?? Response(.closure, performAsync: endpoint),
      fileID: fileID, filePath: filePath, line: line, column: UInt(column))
    if let callerIsolated = callerIsolatedEndpoints {
      endpoint = callerIsolated.nonThrowing
    } else {
      endpoint = asyncEndpoint
    }
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

extension Recorder {
  /// Closures that record each call and answer it on the caller's actor, as
  /// ``callAsFunction(_:)`` does, for an endpoint of up to four parameters; `nil` for more.
  /// (Each closure is isolated to its first parameter, the caller's actor, where the recorder's
  /// `nonisolated(nonsending)` calls then run.)
  var callerIsolatedEndpoints: CallerIsolatedEndpoints<repeat each Argument, Result>? {
    .make(
      calling: { (_: isolated (any Actor)?, arguments: repeat each Argument) in
        try await self(repeat each arguments)
      },
      { (_: isolated (any Actor)?, arguments: repeat each Argument) in
        await self.callNonThrowing(repeat each arguments)
      })
  }
}
