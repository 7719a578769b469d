/// Makes the endpoints of a client for its `@DependencyClient`-generated `init(endpoints:)`:
/// a test library's recorder, such as `DependenceTesting`'s `RecordingClient` (an app never
/// conforms).
///
/// One requirement per endpoint shape (`async` or not, throwing or not), so the generated
/// initializer calls exactly one, with the endpoint's explicit type: `@concurrent` when `async`,
/// so it means the same under `NonisolatedNonsendingByDefault`. For an endpoint with non-`Sendable`
/// arguments or result, `DependenceMacros` adds methods that make one reporting an issue.
public protocol EndpointRecording: Sendable {
  /// Where issues about endpoints that cannot be recorded are reported.
  var location: SourceLocation { get }

  /// Makes an `async throws` endpoint named `name`, recording its calls, for the property at
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

  /// Makes a synchronous endpoint named `name`, recording its calls, for the property at
  /// `keyPath`.
  func endpoint<each Argument: Sendable, Result: Sendable>(
    _ name: String, _ keyPath: AnyKeyPath
  ) -> @Sendable (repeat each Argument) -> Result
}
