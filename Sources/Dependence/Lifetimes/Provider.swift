/// A factory that makes a fresh value each time it is called, as in `client.makeAttempt()`.
public struct Provider<Value>: Sendable {
  private let make: @Sendable () -> Value

  /// Creates a provider that calls `make` for each value.
  public init(_ make: @escaping @Sendable () -> Value) {
    self.make = make
  }

  /// Makes a value.
  public func callAsFunction() -> Value {
    make()
  }
}

/// An asynchronous, throwing factory that makes a fresh value each time it is called.
public struct AsyncProvider<Value>: Sendable {
  private let make: @Sendable () async throws -> Value

  /// Creates a provider that calls `make` for each value.
  public init(_ make: @escaping @Sendable () async throws -> Value) {
    self.make = make
  }

  /// Makes a value.
  /// - Throws: What the factory throws.
  public func callAsFunction() async throws -> Value {
    try await make()
  }
}
