/// Makes every endpoint of a `@DependencyClient` client, for the client's generated
/// `init(endpoints:)`.
///
/// `DependenceTesting`'s `RecordingClient` passes one whose endpoints record their calls:
///
/// ```swift
/// let auth = RecordingClient { AuthClient(endpoints: $0) }
/// ```
///
/// An endpoint whose arguments or result are not `Sendable` cannot be recorded: it reports an
/// issue when called, and otherwise behaves as an unimplemented endpoint.
public struct EndpointFactory: Sendable {
  let recording: any EndpointRecording
  let location: SourceLocation

  /// Creates a factory whose endpoints `recording` makes; `location` is where issues about
  /// endpoints that cannot be recorded are reported.
  public init(_ recording: any EndpointRecording, reportingAt location: SourceLocation) {
    self.recording = recording
    self.location = location
  }

  /// A recorded endpoint for the property at `keyPath`.
  public func endpoint<Client, each Argument: Sendable, Result: Sendable>(
    _ name: String,
    _ keyPath: KeyPath<Client, @Sendable (repeat each Argument) async throws -> Result>
  ) -> @Sendable (repeat each Argument) async throws -> Result {
    recording.endpoint(name, keyPath)
  }

  /// A recorded endpoint for the property at `keyPath`.
  public func endpoint<Client, each Argument: Sendable, Result: Sendable>(
    _ name: String,
    _ keyPath: KeyPath<Client, @Sendable (repeat each Argument) async -> Result>
  ) -> @Sendable (repeat each Argument) async -> Result {
    recording.endpoint(name, keyPath)
  }

  /// A recorded endpoint for the property at `keyPath`.
  public func endpoint<Client, each Argument: Sendable, Result: Sendable>(
    _ name: String,
    _ keyPath: KeyPath<Client, @Sendable (repeat each Argument) throws -> Result>
  ) -> @Sendable (repeat each Argument) throws -> Result {
    recording.endpoint(name, keyPath)
  }

  /// A recorded endpoint for the property at `keyPath`.
  public func endpoint<Client, each Argument: Sendable, Result: Sendable>(
    _ name: String,
    _ keyPath: KeyPath<Client, @Sendable (repeat each Argument) -> Result>
  ) -> @Sendable (repeat each Argument) -> Result {
    recording.endpoint(name, keyPath)
  }

  /// An endpoint that cannot be recorded, because its arguments or result are not `Sendable`.
  public func endpoint<Client, each Argument, Result>(
    _ name: String,
    _ keyPath: KeyPath<Client, @Sendable (repeat each Argument) async throws -> Result>
  ) -> @Sendable (repeat each Argument) async throws -> Result {
    let location = location
    return { (_: repeat each Argument) in
      try Self.unrecordable(name, at: location)
    }
  }

  /// An endpoint that cannot be recorded, because its arguments or result are not `Sendable`.
  public func endpoint<Client, each Argument, Result>(
    _ name: String,
    _ keyPath: KeyPath<Client, @Sendable (repeat each Argument) async -> Result>
  ) -> @Sendable (repeat each Argument) async -> Result {
    let location = location
    return { (_: repeat each Argument) in Self.unrecordableValue(name, at: location) }
  }

  /// An endpoint that cannot be recorded, because its arguments or result are not `Sendable`.
  public func endpoint<Client, each Argument, Result>(
    _ name: String,
    _ keyPath: KeyPath<Client, @Sendable (repeat each Argument) throws -> Result>
  ) -> @Sendable (repeat each Argument) throws -> Result {
    let location = location
    return { (_: repeat each Argument) in
      try Self.unrecordable(name, at: location)
    }
  }

  /// An endpoint that cannot be recorded, because its arguments or result are not `Sendable`.
  public func endpoint<Client, each Argument, Result>(
    _ name: String,
    _ keyPath: KeyPath<Client, @Sendable (repeat each Argument) -> Result>
  ) -> @Sendable (repeat each Argument) -> Result {
    let location = location
    return { (_: repeat each Argument) in Self.unrecordableValue(name, at: location) }
  }

  private static func message(_ name: String) -> String {
    """
    '\(name)' was called, but it cannot be recorded: its arguments or result are not Sendable. \
    Set it to a closure of your own before calling it.
    """
  }

  private static func unrecordable<Result>(_ name: String, at location: SourceLocation) throws
    -> Result
  {
    reportIssue(message(name), at: location)
    throw DependencyError.unimplemented(name)
  }

  private static func unrecordableValue<Result>(_ name: String, at location: SourceLocation)
    -> Result
  {
    reportIssue(message(name), at: location)
    if let void = () as? Result { return void }
    fatalError("\(message(name)) It returns a value and cannot throw, so the program stops here.")
  }
}
