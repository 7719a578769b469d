/// Makes the endpoints of a client built by ``EndpointFactory``: a test library's recorder.
///
/// `DependenceTesting`'s `RecordingClient` conforms; an app never needs to.
public protocol EndpointRecording: Sendable {
  /// An endpoint named `name` standing in for the client's property at `keyPath`.
  func endpoint<Client, each Argument: Sendable, Result: Sendable>(
    _ name: String,
    _ keyPath: KeyPath<Client, @Sendable (repeat each Argument) async throws -> Result>
  ) -> @Sendable (repeat each Argument) async throws -> Result

  /// An endpoint named `name` standing in for the client's property at `keyPath`.
  func endpoint<Client, each Argument: Sendable, Result: Sendable>(
    _ name: String,
    _ keyPath: KeyPath<Client, @Sendable (repeat each Argument) async -> Result>
  ) -> @Sendable (repeat each Argument) async -> Result

  /// An endpoint named `name` standing in for the client's property at `keyPath`.
  func endpoint<Client, each Argument: Sendable, Result: Sendable>(
    _ name: String,
    _ keyPath: KeyPath<Client, @Sendable (repeat each Argument) throws -> Result>
  ) -> @Sendable (repeat each Argument) throws -> Result

  /// An endpoint named `name` standing in for the client's property at `keyPath`.
  func endpoint<Client, each Argument: Sendable, Result: Sendable>(
    _ name: String,
    _ keyPath: KeyPath<Client, @Sendable (repeat each Argument) -> Result>
  ) -> @Sendable (repeat each Argument) -> Result
}
