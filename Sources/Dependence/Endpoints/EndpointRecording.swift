/// Makes the endpoints of a client for its `@DependencyClient`-generated `init(endpoints:)`,
/// for a test library's recorder (an app never conforms).
///
/// One requirement per endpoint shape; `async` ones are `@concurrent`, so they mean the same
/// under `NonisolatedNonsendingByDefault`.
public protocol EndpointRecording: Sendable {
  /// Where issues about endpoints that cannot be recorded are reported.
  var location: SourceLocation { get }

  /// Makes an `async throws` endpoint `name`, recording its calls, for the property `keyPath`.
  func asyncThrowingEndpoint<each Argument: Sendable, Result: Sendable>(
    _ name: String, _ keyPath: AnyKeyPath
  ) -> @Sendable (repeat each Argument) async throws -> Result

  /// Makes an `async` endpoint `name`, recording its calls, for the property `keyPath`.
  func asyncEndpoint<each Argument: Sendable, Result: Sendable>(
    _ name: String, _ keyPath: AnyKeyPath
  ) -> @Sendable (repeat each Argument) async -> Result

  /// Makes a `throws` endpoint `name`, recording its calls, for the property `keyPath`.
  func throwingEndpoint<each Argument: Sendable, Result: Sendable>(
    _ name: String, _ keyPath: AnyKeyPath
  ) -> @Sendable (repeat each Argument) throws -> Result

  /// Makes a synchronous endpoint `name`, recording its calls, for the property `keyPath`.
  func endpoint<each Argument: Sendable, Result: Sendable>(
    _ name: String, _ keyPath: AnyKeyPath
  ) -> @Sendable (repeat each Argument) -> Result
}
