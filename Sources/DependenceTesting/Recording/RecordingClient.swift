import Dependence

/// A `@DependencyClient` client whose every endpoint records its calls, and a ``Recorder`` for
/// each endpoint, reached by the endpoint's name.
///
/// Each recorder is named `"<Client>.<endpoint>"`. An endpoint returning `Void` answers `()`;
/// any other starts ``Recorder/Response/unimplemented``.
@dynamicMemberLookup
public final class RecordingClient<Client: Sendable>: Sendable, NonsendingEndpointRecorders {
  /// The client, to install with `withDependencies` or a trait.
  public let client: Client
  /// The log every recorder appends to, if one was given.
  public let log: CallLog?
  let recorders: RecorderTable

  /// Builds a client with `make`, typically the client's macro-generated `init(endpoints:)`,
  /// whose endpoints record their calls.
  ///
  /// - Parameters:
  ///   - log: A log that orders the calls of these endpoints with those of other recorders.
  ///   - make: Builds the client from the factory it is given: `{ AuthClient(endpoints: $0) }`.
  public init(
    log: CallLog? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    _ make: (EndpointFactory) -> Client
  ) {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let recorders = RecorderTable(log: log, location: location)
    self.client = make(EndpointFactory(recorders))
    self.log = log
    self.recorders = recorders
  }

  /// The recorder of an `async throws` endpoint.
  public subscript<each Argument: Sendable, Result: Sendable>(
    dynamicMember keyPath: KeyPath<Client, @Sendable (repeat each Argument) async throws -> Result>
  ) -> Recorder<repeat each Argument, Result> {
    recorders.recorder(at: keyPath, of: Client.self)
  }

  /// The recorder of an `async` endpoint.
  public subscript<each Argument: Sendable, Result: Sendable>(
    dynamicMember keyPath: KeyPath<Client, @Sendable (repeat each Argument) async -> Result>
  ) -> Recorder<repeat each Argument, Result> {
    recorders.recorder(at: keyPath, of: Client.self)
  }

  /// The recorder of a `throws` endpoint.
  public subscript<each Argument: Sendable, Result: Sendable>(
    dynamicMember keyPath: KeyPath<Client, @Sendable (repeat each Argument) throws -> Result>
  ) -> Recorder<repeat each Argument, Result> {
    recorders.recorder(at: keyPath, of: Client.self)
  }

  /// The recorder of a synchronous endpoint.
  public subscript<each Argument: Sendable, Result: Sendable>(
    dynamicMember keyPath: KeyPath<Client, @Sendable (repeat each Argument) -> Result>
  ) -> Recorder<repeat each Argument, Result> {
    recorders.recorder(at: keyPath, of: Client.self)
  }
}

/// The recorders of `nonisolated(nonsending)` `async` endpoints, reached by name like the others.
///
/// Only ``RecordingClient`` adopts it: a type cannot declare subscripts differing in isolation.
public protocol NonsendingEndpointRecorders {
  /// The client whose endpoints are recorded.
  associatedtype Client: Sendable
}

extension NonsendingEndpointRecorders {
  private var recorders: RecorderTable {
    guard let client = self as AnyObject as? RecordingClient<Client> else {
      preconditionFailure("Only RecordingClient adopts NonsendingEndpointRecorders.")
    }
    return client.recorders
  }

  /// The recorder of a `nonisolated(nonsending)` `async throws` endpoint.
  public subscript<each Argument: Sendable, Result: Sendable>(
    dynamicMember keyPath: KeyPath<
      Client, nonisolated(nonsending) @Sendable (repeat each Argument) async throws -> Result
    >
  ) -> Recorder<repeat each Argument, Result> {
    recorders.recorder(at: keyPath, of: Client.self)
  }

  /// The recorder of a `nonisolated(nonsending)` `async` endpoint.
  public subscript<each Argument: Sendable, Result: Sendable>(
    dynamicMember keyPath: KeyPath<
      Client, nonisolated(nonsending) @Sendable (repeat each Argument) async -> Result
    >
  ) -> Recorder<repeat each Argument, Result> {
    recorders.recorder(at: keyPath, of: Client.self)
  }
}
