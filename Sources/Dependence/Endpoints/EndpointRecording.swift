/// Makes the endpoints of a client for its `@DependencyClient`-generated `init(endpoints:)`,
/// for a test library's recorder (an app never conforms).
///
/// A synchronous endpoint is made whole by ``endpoint(_:_:)`` or ``throwingEndpoint(_:_:)``. An
/// `async` one is registered with ``prepareEndpoint(_:_:_:returning:)`` and calls
/// ``recordCall(_:_:)`` or ``recordNonThrowingCall(_:_:)`` from a closure the generated
/// initializer writes with the endpoint's own type, so that it runs where that type says — on
/// its caller's actor when it is `nonisolated(nonsending)`: Swift 6.3 cannot compile such a
/// closure over a parameter pack, so the package cannot write it.
public protocol EndpointRecording: Sendable {
  /// Reports `message`, about an endpoint that cannot be recorded, where the recorder was made.
  func reportUnrecordable(_ message: String)

  /// Makes a `throws` endpoint `name`, recording its calls, for the property `keyPath`.
  func throwingEndpoint<each Argument: Sendable, Result: Sendable>(
    _ name: String, _ keyPath: AnyKeyPath
  ) -> @Sendable (repeat each Argument) throws -> Result

  /// Makes a synchronous endpoint `name`, recording its calls, for the property `keyPath`.
  func endpoint<each Argument: Sendable, Result: Sendable>(
    _ name: String, _ keyPath: AnyKeyPath
  ) -> @Sendable (repeat each Argument) -> Result

  /// Makes the recorder of the `async` endpoint `name` for the property `keyPath`, whose calls ``recordCall(_:_:)`` and ``recordNonThrowingCall(_:_:)`` record.
  func prepareEndpoint<each Argument: Sendable, Result: Sendable>(
    _ name: String, _ keyPath: AnyKeyPath, _ arguments: repeat (each Argument).Type,
    returning result: Result.Type
  )

  /// Records a call of the `async throws` endpoint at `keyPath` and answers it, on the caller's
  /// actor.
  nonisolated(nonsending) func recordCall<each Argument: Sendable, Result: Sendable>(
    _ keyPath: AnyKeyPath, _ arguments: repeat each Argument
  ) async throws -> Result

  /// Records a call of the `async` endpoint at `keyPath` and answers it, on the caller's actor.
  nonisolated(nonsending) func recordNonThrowingCall<each Argument: Sendable, Result: Sendable>(
    _ keyPath: AnyKeyPath, _ arguments: repeat each Argument
  ) async -> Result
}
