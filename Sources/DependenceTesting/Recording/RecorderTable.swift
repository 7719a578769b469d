import Dependence

/// The recorders of a ``RecordingClient``, by the key path of the endpoint each stands in for.
final class RecorderTable: EndpointRecording {
  private let log: CallLog?
  let location: SourceLocation
  private let recorders = LockedValue<[EndpointKey: any Sendable]>([:])

  init(log: CallLog?, location: SourceLocation) {
    self.log = log
    self.location = location
  }

  func reportUnrecordable(_ message: String) {
    reportIssue(message, at: location)
  }

  func throwingEndpoint<each Argument: Sendable, Result: Sendable>(
    _ name: String, _ keyPath: AnyKeyPath
  ) -> @Sendable (repeat each Argument) throws -> Result {
    let recorder: Recorder<repeat each Argument, Result> = make(name, keyPath)
    return recorder.throwingEndpoint
  }

  func endpoint<each Argument: Sendable, Result: Sendable>(
    _ name: String, _ keyPath: AnyKeyPath
  ) -> @Sendable (repeat each Argument) -> Result {
    let recorder: Recorder<repeat each Argument, Result> = make(name, keyPath)
    return recorder.endpoint
  }

  func prepareEndpoint<each Argument: Sendable, Result: Sendable>(
    _ name: String, _ keyPath: AnyKeyPath, _ arguments: repeat (each Argument).Type,
    returning result: Result.Type
  ) {
    let _: Recorder<repeat each Argument, Result> = make(name, keyPath)
  }

  nonisolated(nonsending) func recordCall<each Argument: Sendable, Result: Sendable>(
    _ keyPath: AnyKeyPath, _ arguments: repeat each Argument
  ) async throws -> Result {
    let recorder: Recorder<repeat each Argument, Result> = prepared(keyPath)
    return try await recorder(repeat each arguments)
  }

  nonisolated(nonsending) func recordNonThrowingCall<each Argument: Sendable, Result: Sendable>(
    _ keyPath: AnyKeyPath, _ arguments: repeat each Argument
  ) async -> Result {
    let recorder: Recorder<repeat each Argument, Result> = prepared(keyPath)
    return await recorder.callNonThrowing(repeat each arguments)
  }

  /// The recorder ``prepareEndpoint(_:_:_:returning:)`` made for the endpoint at `keyPath`.
  private func prepared<each Argument: Sendable, Result: Sendable>(
    _ keyPath: AnyKeyPath
  ) -> Recorder<repeat each Argument, Result> {
    guard let recorder = recorders.withLock({ $0[EndpointKey(keyPath: keyPath)] }) else {
      preconditionFailure("\(keyPath) was called before its recorder was prepared")
    }
    return recorder as! Recorder<repeat each Argument, Result>
  }

  /// A new recorder for the endpoint at `keyPath`, kept for ``recorder(at:of:)``. One returning
  /// `Void` answers `()`; any other starts unimplemented.
  private func make<each Argument: Sendable, Result: Sendable>(
    _ name: String, _ keyPath: AnyKeyPath
  ) -> Recorder<repeat each Argument, Result> {
    let response: Recorder<repeat each Argument, Result>.Response =
      (() as? Result).map { .returning($0) } ?? .unimplemented
    let recorder = Recorder<repeat each Argument, Result>(
      name, log: log, response, location: location)
    let key = EndpointKey(keyPath: keyPath)
    recorders.withLock { $0[key] = recorder }
    return recorder
  }

  /// The recorder of the endpoint at `keyPath`; one that records nothing, after reporting, when
  /// the client's initializer did not make that endpoint through the factory.
  func recorder<Client, each Argument: Sendable, Result: Sendable>(
    at keyPath: AnyKeyPath, of _: Client.Type
  ) -> Recorder<repeat each Argument, Result> {
    let key = EndpointKey(keyPath: keyPath)
    if let recorder = recorders.withLock({ $0[key] }) {
      return recorder as! Recorder<repeat each Argument, Result>
    }
    reportIssue(
      """
      \(keyPath) is not a recorded endpoint of \(Client.self): the closure given to \
      RecordingClient did not make it through its EndpointFactory. Build the client with its \
      generated init(endpoints:), or record this endpoint with Recorder(replacing:).
      """,
      at: location)
    return Recorder("\(keyPath)", log: nil, .unimplemented, location: location)
  }
}

/// An endpoint's key path, as a dictionary key.
struct EndpointKey: Hashable, @unchecked Sendable {
  // A key path is an immutable value once made: safe to share across threads.
  let keyPath: AnyKeyPath
}
