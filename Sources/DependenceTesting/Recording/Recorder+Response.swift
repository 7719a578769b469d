import Dependence

extension Recorder {
  /// How a ``Recorder`` answers the calls it records: a fixed result, a sequence of results, an
  /// error, or a closure of your own.
  public struct Response: Sendable {
    let kind: ResponseKind<Result>
    let perform: (@Sendable (repeat each Argument) throws -> Result)?
    /// Runs where the recorder is called: an `async` body given to `run` is `@concurrent` and
    /// leaves for the global executor; a replaced `nonisolated(nonsending)` endpoint stays.
    let performAsync:
      (nonisolated(nonsending) @Sendable (repeat each Argument) async throws -> Result)?

    init(
      _ kind: ResponseKind<Result>,
      perform: (@Sendable (repeat each Argument) throws -> Result)? = nil,
      performAsync:
        (nonisolated(nonsending) @Sendable (repeat each Argument) async throws -> Result)? = nil
    ) {
      self.kind = kind
      self.perform = perform
      self.performAsync = performAsync
    }

    /// Answers every call with `result`.
    public static func returning(_ result: Result) -> Self { Self(.value(result)) }

    /// Answers calls with `results` in order, then repeats the last one; an empty sequence
    /// answers like ``unimplemented``.
    public static func sequence(_ results: [Result]) -> Self { Self(.sequence(results)) }

    /// Makes every call throw `error`; a non-throwing endpoint reports an issue instead.
    public static func throwing(_ error: any Error) -> Self { Self(.error(error)) }

    /// Answers each call by running `body` with its arguments.
    public static func run(
      _ body: @escaping @Sendable (repeat each Argument) throws -> Result
    ) -> Self {
      Self(.closure, perform: body)
    }

    /// Answers each call by running asynchronous `body`, on the global executor; a synchronous
    /// endpoint reports an issue instead.
    public static func run(
      _ body: @escaping @Sendable (repeat each Argument) async throws -> Result
    ) -> Self {
      Self(.closure, performAsync: body)
    }

    /// Reports an issue on every call, at the line that created the recorder; a throwing
    /// endpoint then throws `DependencyError.unimplemented`. The default for non-`Void` results.
    public static var unimplemented: Self { Self(.unimplemented) }
  }
}

/// The part of a response that does not depend on the argument types.
enum ResponseKind<Result: Sendable>: Sendable {
  case value(Result)
  case sequence([Result])
  case error(any Error)
  case closure
  case unimplemented
}
