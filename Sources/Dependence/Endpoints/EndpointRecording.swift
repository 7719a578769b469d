/// Makes the endpoints of a client for its `@DependencyClient`-generated `init(endpoints:)`:
/// a test library's recorder.
///
/// `DependenceTesting`'s `RecordingClient` conforms; an app never needs to. There is one
/// requirement per shape of endpoint — `async` or not, throwing or not — named after it, so that
/// the generated initializer, which knows each endpoint's shape, calls exactly one. It gives the
/// endpoint's type explicitly, `@concurrent` when `async`, so the call means the same in a module
/// where `NonisolatedNonsendingByDefault` makes a plain `async` closure type `nonisolated(nonsending)`;
/// the endpoint converts to the property's type. An endpoint whose arguments or result are not
/// `Sendable` cannot be recorded: the extension's unconstrained methods make one that reports an
/// issue when called.
public protocol EndpointRecording: Sendable {
  /// Where issues about endpoints that cannot be recorded are reported.
  var location: SourceLocation { get }

  /// Makes an `async throws` endpoint named `name` that records its calls, for the client's property at
  /// `keyPath`.
  func asyncThrowingEndpoint<each Argument: Sendable, Result: Sendable>(
    _ name: String, _ keyPath: AnyKeyPath
  ) -> @Sendable (repeat each Argument) async throws -> Result

  /// Makes an `async` endpoint named `name` that records its calls, for the client's property at
  /// `keyPath`.
  func asyncEndpoint<each Argument: Sendable, Result: Sendable>(
    _ name: String, _ keyPath: AnyKeyPath
  ) -> @Sendable (repeat each Argument) async -> Result

  /// Makes a `throws` endpoint named `name` that records its calls, for the client's property at
  /// `keyPath`.
  func throwingEndpoint<each Argument: Sendable, Result: Sendable>(
    _ name: String, _ keyPath: AnyKeyPath
  ) -> @Sendable (repeat each Argument) throws -> Result

  /// Makes a synchronous endpoint named `name` that records its calls, for the client's property at
  /// `keyPath`.
  func endpoint<each Argument: Sendable, Result: Sendable>(
    _ name: String, _ keyPath: AnyKeyPath
  ) -> @Sendable (repeat each Argument) -> Result
}

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
