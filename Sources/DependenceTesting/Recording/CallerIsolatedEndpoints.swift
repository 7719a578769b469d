/// A recorder's `nonisolated(nonsending)` endpoints, which run where they are called, as
/// ``Recorder/callAsFunction(_:)`` does: what `Recorder(_:log:replacing:)` wires into an endpoint
/// of that type, so that deterministic scheduling runs the call exactly.
///
/// Swift 6.3.1 crashes compiling a `nonisolated(nonsending)` closure whose parameters are a pack
/// (in SILGen's `FunctionInputGenerator::projectPackComponent`), and rejects a cast to a function
/// type over a pack. So the closures are written for each count of parameters up to four, with
/// the argument types opened one by one, boxed in this struct, and the box is
/// cast to the pack's type, which is the same type at run time. A recorder of more parameters
/// keeps its `@concurrent` endpoint.
struct CallerIsolatedEndpoints<each Argument, Result>: Sendable {
  /// For an `async throws` endpoint.
  let throwing: nonisolated(nonsending) @Sendable (repeat each Argument) async throws -> Result
  /// For an `async` endpoint that cannot throw.
  let nonThrowing: nonisolated(nonsending) @Sendable (repeat each Argument) async -> Result

  /// The endpoints that call `throwing` and `nonThrowing` with the caller's isolation; `nil`
  /// beyond four parameters.
  static func make(
    calling throwing: @escaping @Sendable (isolated (any Actor)?, repeat each Argument) async throws
      -> Result,
    _ nonThrowing: @escaping @Sendable (isolated (any Actor)?, repeat each Argument) async -> Result
  ) -> Self? {
    var types: [Any.Type] = []
    for type in repeat (each Argument).self { types.append(type) }
    let calls = IsolatedCall<repeat each Argument, Result>(
      throwing: throwing, nonThrowing: nonThrowing)
    return CallerIsolatedArities.endpoints(calling: calls, arguments: types, result: Result.self)
      as? Self
  }
}

/// What the endpoints call: the recorder, with the caller's isolation.
private struct IsolatedCall<each Argument, Result>: Sendable {
  let throwing: @Sendable (isolated (any Actor)?, repeat each Argument) async throws -> Result
  let nonThrowing: @Sendable (isolated (any Actor)?, repeat each Argument) async -> Result
}

/// The endpoints for each count of parameters, with concrete types: the result's and the
/// arguments' types are opened one at a time. Each closure is bound to a constant of its concrete
/// type before it is boxed: a closure written in place would be emitted over the box's pack.
private enum CallerIsolatedArities {
  static func endpoints<Result>(
    calling calls: Any, arguments types: [Any.Type], result: Result.Type
  ) -> Any? {
    guard let first = types.first else { return make(calls, Result.self) }
    func open<A1>(_: A1.Type) -> Any? {
      guard types.count > 1 else { return make(calls, A1.self, Result.self) }
      func open<A2>(_: A2.Type) -> Any? {
        guard types.count > 2 else { return make(calls, A1.self, A2.self, Result.self) }
        func open<A3>(_: A3.Type) -> Any? {
          guard types.count > 3 else { return make(calls, A1.self, A2.self, A3.self, Result.self) }
          func open<A4>(_: A4.Type) -> Any? {
            guard types.count == 4 else { return nil }
            return make(calls, A1.self, A2.self, A3.self, A4.self, Result.self)
          }
          return open(types[3])
        }
        return open(types[2])
      }
      return open(types[1])
    }
    return open(first)
  }

  private static func make<R>(_ calls: Any, _: R.Type) -> Any? {
    guard let calls = calls as? IsolatedCall<R> else { return nil }
    let (call, callNonThrowing) = (calls.throwing, calls.nonThrowing)
    let throwing: nonisolated(nonsending) @Sendable () async throws -> R = {
      try await call(#isolation)
    }
    let nonThrowing: nonisolated(nonsending) @Sendable () async -> R = {
      await callNonThrowing(#isolation)
    }
    return CallerIsolatedEndpoints<R>(throwing: throwing, nonThrowing: nonThrowing)
  }

  private static func make<A1, R>(_ calls: Any, _: A1.Type, _: R.Type) -> Any? {
    guard let calls = calls as? IsolatedCall<A1, R> else { return nil }
    let (call, callNonThrowing) = (calls.throwing, calls.nonThrowing)
    let throwing: nonisolated(nonsending) @Sendable (A1) async throws -> R = { a1 in
      try await call(#isolation, a1)
    }
    let nonThrowing: nonisolated(nonsending) @Sendable (A1) async -> R = { a1 in
      await callNonThrowing(#isolation, a1)
    }
    return CallerIsolatedEndpoints<A1, R>(throwing: throwing, nonThrowing: nonThrowing)
  }

  private static func make<A1, A2, R>(_ calls: Any, _: A1.Type, _: A2.Type, _: R.Type) -> Any? {
    guard let calls = calls as? IsolatedCall<A1, A2, R> else { return nil }
    let (call, callNonThrowing) = (calls.throwing, calls.nonThrowing)
    let throwing: nonisolated(nonsending) @Sendable (A1, A2) async throws -> R = { a1, a2 in
      try await call(#isolation, a1, a2)
    }
    let nonThrowing: nonisolated(nonsending) @Sendable (A1, A2) async -> R = { a1, a2 in
      await callNonThrowing(#isolation, a1, a2)
    }
    return CallerIsolatedEndpoints<A1, A2, R>(throwing: throwing, nonThrowing: nonThrowing)
  }

  private static func make<A1, A2, A3, R>(
    _ calls: Any, _: A1.Type, _: A2.Type, _: A3.Type, _: R.Type
  ) -> Any? {
    guard let calls = calls as? IsolatedCall<A1, A2, A3, R> else { return nil }
    let (call, callNonThrowing) = (calls.throwing, calls.nonThrowing)
    let throwing: nonisolated(nonsending) @Sendable (A1, A2, A3) async throws -> R = { a1, a2, a3 in
      try await call(#isolation, a1, a2, a3)
    }
    let nonThrowing: nonisolated(nonsending) @Sendable (A1, A2, A3) async -> R = { a1, a2, a3 in
      await callNonThrowing(#isolation, a1, a2, a3)
    }
    return CallerIsolatedEndpoints<A1, A2, A3, R>(throwing: throwing, nonThrowing: nonThrowing)
  }

  private static func make<A1, A2, A3, A4, R>(
    _ calls: Any, _: A1.Type, _: A2.Type, _: A3.Type, _: A4.Type, _: R.Type
  ) -> Any? {
    guard let calls = calls as? IsolatedCall<A1, A2, A3, A4, R> else { return nil }
    let (call, callNonThrowing) = (calls.throwing, calls.nonThrowing)
    let throwing: nonisolated(nonsending) @Sendable (A1, A2, A3, A4) async throws -> R = {
      a1, a2, a3, a4 in try await call(#isolation, a1, a2, a3, a4)
    }
    let nonThrowing: nonisolated(nonsending) @Sendable (A1, A2, A3, A4) async -> R = {
      a1, a2, a3, a4 in
      await callNonThrowing(#isolation, a1, a2, a3, a4)
    }
    return CallerIsolatedEndpoints<A1, A2, A3, A4, R>(throwing: throwing, nonThrowing: nonThrowing)
  }
}
