/// Makes the endpoints of a client for its `@DependencyClient`-generated `init(endpoints:)`:
/// a test library's recorder.
///
/// `DependenceTesting`'s `RecordingClient` conforms; an app never needs to. There is one
/// requirement per shape of endpoint — `async` or not, throwing or not — named after it, so that
/// the generated initializer, which knows each endpoint's shape, calls exactly one. It gives the
/// endpoint's type explicitly, `@concurrent` when `async`, so the call means the same in a module
/// where `NonisolatedNonsendingByDefault` makes a plain `async` closure type `nonisolated(nonsending)`;
/// the endpoint converts to the property's type. An endpoint whose arguments or result are not
/// `Sendable` cannot be recorded: `DependenceMacros` extends the protocol with unconstrained
/// methods that make one which reports an issue when called.
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
