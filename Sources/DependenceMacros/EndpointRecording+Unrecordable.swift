public import Dependence

/// The endpoints of a `@DependencyClient` client that cannot be recorded, which its generated
/// `init(endpoints:)` calls when an endpoint's arguments or result are not `Sendable`.
extension EndpointRecording {
  /// Makes a `throws` endpoint whose arguments or result are not `Sendable`, which cannot be recorded:
  /// it reports an issue when called.
  public func throwingEndpoint<each Argument, Result>(
    _ name: String, _ keyPath: AnyKeyPath
  ) -> @Sendable (repeat each Argument) throws -> Result {
    { (_: repeat each Argument) in try unrecordable(name) }
  }

  /// Makes a synchronous endpoint whose arguments or result are not `Sendable`, which cannot be recorded:
  /// it reports an issue when called.
  public func endpoint<each Argument, Result>(
    _ name: String, _ keyPath: AnyKeyPath
  ) -> @Sendable (repeat each Argument) -> Result {
    { (_: repeat each Argument) in unrecordableValue(name) }
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
    try unrecordable("\(keyPath)")
  }

  /// Reports a call of an `async` endpoint whose arguments or result are
  /// not `Sendable`, which cannot be recorded.
  public nonisolated(nonsending) func recordNonThrowingCall<each Argument, Result>(
    _ keyPath: AnyKeyPath, _ arguments: repeat each Argument
  ) async -> Result {
    unrecordableValue("\(keyPath)")
  }

  private func unrecordable<Result>(_ name: String) throws -> Result {
    reportUnrecordable(Self.unrecordableMessage(name))
    throw DependencyError.unimplemented(name)
  }

  private func unrecordableValue<Result>(_ name: String) -> Result {
    reportUnrecordable(Self.unrecordableMessage(name))
    if let void = () as? Result { return void }
    fatalError(
      "\(Self.unrecordableMessage(name)) It returns a value and cannot throw, so the program stops here.")
  }

  private static func unrecordableMessage(_ name: String) -> String {
    """
    '\(name)' was called, but it cannot be recorded: its arguments or result are not Sendable. \
    Set it to a closure of your own before calling it.
    """
  }
}
