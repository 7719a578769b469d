public import Dependence

/// The endpoints of a `@DependencyClient` client that cannot be recorded, which its generated
/// `init(endpoints:)` calls when an endpoint's arguments or result are not `Sendable`.
extension EndpointRecording {
  /// Makes a `throws` endpoint whose arguments or result are not `Sendable`, which cannot be recorded:
  /// it reports an issue when called.
  public func throwingEndpoint<each Argument, Result>(
    _ name: String, _ keyPath: AnyKeyPath
  ) -> @Sendable (repeat each Argument) throws -> Result {
    let location = location
    return { (_: repeat each Argument) in try Self.unrecordable(name, at: location) }
  }

  /// Makes a synchronous endpoint whose arguments or result are not `Sendable`, which cannot be recorded:
  /// it reports an issue when called.
  public func endpoint<each Argument, Result>(
    _ name: String, _ keyPath: AnyKeyPath
  ) -> @Sendable (repeat each Argument) -> Result {
    let location = location
    return { (_: repeat each Argument) in Self.unrecordableValue(name, at: location) }
  }

  /// Prepares nothing for an `async` endpoint whose arguments or result are not
  /// `Sendable`, which cannot be recorded.
  public func prepareEndpoint<each Argument, Result>(
    _ name: String, _ keyPath: AnyKeyPath, _ arguments: repeat (each Argument).Type,
    returning result: Result.Type
  ) {}

  /// Reports a call of an `async throws` endpoint whose arguments or
  /// result are not `Sendable`, which cannot be recorded, and throws.
  public nonisolated(nonsending) func recordCall<each Argument, Result>(
    _ keyPath: AnyKeyPath, _ arguments: repeat each Argument
  ) async throws -> Result {
    try Self.unrecordable("\(keyPath)", at: location)
  }

  /// Reports a call of an `async` endpoint whose arguments or result are
  /// not `Sendable`, which cannot be recorded.
  public nonisolated(nonsending) func recordNonThrowingCall<each Argument, Result>(
    _ keyPath: AnyKeyPath, _ arguments: repeat each Argument
  ) async -> Result {
    Self.unrecordableValue("\(keyPath)", at: location)
  }

  private static func unrecordable<Result>(_ name: String, at location: SourceLocation) throws
    -> Result
  {
    reportIssue(unrecordableMessage(name), at: location)
    throw DependencyError.unimplemented(name)
  }

  private static func unrecordableValue<Result>(_ name: String, at location: SourceLocation)
    -> Result
  {
    reportIssue(unrecordableMessage(name), at: location)
    if let void = () as? Result { return void }
    fatalError(
      "\(unrecordableMessage(name)) It returns a value and cannot throw, so the program stops here.")
  }

  private static func unrecordableMessage(_ name: String) -> String {
    """
    '\(name)' was called, but it cannot be recorded: its arguments or result are not Sendable. \
    Set it to a closure of your own before calling it.
    """
  }
}
