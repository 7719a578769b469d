/// A factory that makes a fresh value every time it is called, such as a client's
/// `var makeAttempt: Provider<LoginAttempt>`, called as `client.makeAttempt()`.
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

/// A factory that makes a fresh value every time it is called, asynchronously and possibly
/// throwing: `AsyncProvider { try await Connection.open() }`.
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
