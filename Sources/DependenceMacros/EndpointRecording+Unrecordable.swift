public import Dependence

/// The endpoints of a `@DependencyClient` client that cannot be recorded, which its generated
/// `init(endpoints:)` calls when an endpoint's arguments or result are not `Sendable`.
extension EndpointRecording {
  /// Makes an `async throws` endpoint whose arguments or result are not `Sendable`, which cannot be recorded:
  /// it reports an issue when called.
  public func asyncThrowingEndpoint<each Argument, Result>(
    _ name: String, _ keyPath: AnyKeyPath
  ) -> @Sendable (repeat each Argument) async throws -> Result {
    let location = location
    return { (_: repeat each Argument) in try Self.unrecordable(name, at: location) }
  }

  /// Makes an `async` endpoint whose arguments or result are not `Sendable`, which cannot be recorded:
  /// it reports an issue when called.
  public func asyncEndpoint<each Argument, Result>(
    _ name: String, _ keyPath: AnyKeyPath
  ) -> @Sendable (repeat each Argument) async -> Result {
    let location = location
    return { (_: repeat each Argument) in Self.unrecordableValue(name, at: location) }
  }

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
