import Dependence

extension Recorder {
  /// How a ``Recorder`` answers the calls it records: a fixed result, a sequence of results, an
  /// error, or a closure of your own.
  ///
  /// ```swift
  /// let load = Recorder<Int, [Post]>("feed.load", .sequence([[], [.first]]))
  /// load.response = .throwing(FeedError.offline)
  /// ```
  public struct Response: Sendable {
    let kind: ResponseKind<Result>
    let perform: (@Sendable (repeat each Argument) throws -> Result)?
    let performAsync: (@Sendable (repeat each Argument) async throws -> Result)?

    init(
      _ kind: ResponseKind<Result>,
      perform: (@Sendable (repeat each Argument) throws -> Result)? = nil,
      performAsync: (@Sendable (repeat each Argument) async throws -> Result)? = nil
    ) {
      self.kind = kind
      self.perform = perform
      self.performAsync = performAsync
    }

    /// Answers every call with `result`.
    public static func returning(_ result: Result) -> Self { Self(.value(result)) }

    /// Answers calls with `results` in order; once they run out, the last one repeats.
    ///
    /// An empty sequence answers like ``unimplemented``.
    public static func sequence(_ results: [Result]) -> Self { Self(.sequence(results)) }

    /// Makes every call throw `error`.
    ///
    /// Only a throwing endpoint (``Recorder/throwingEndpoint`` or
    /// ``Recorder/asyncThrowingEndpoint``) can throw; a non-throwing one reports an issue instead.
    public static func throwing(_ error: any Error) -> Self { Self(.error(error)) }

    /// Answers each call by running `body` with its arguments.
    ///
    /// Use it to compute a result from the arguments, or to forward to a real implementation.
    public static func run(
      _ body: @escaping @Sendable (repeat each Argument) throws -> Result
    ) -> Self {
      Self(.closure, perform: body)
    }

    /// Answers each call by running asynchronous `body` with its arguments.
    ///
    /// Only an `async` endpoint (``Recorder/asyncEndpoint`` or
    /// ``Recorder/asyncThrowingEndpoint``) can run it; a synchronous one reports an issue instead.
    /// `body` runs on the global executor: give a synchronous `body` where the caller must stay
    /// on its actor.
    public static func run(
      _ body: @escaping @Sendable (repeat each Argument) async throws -> Result
    ) -> Self {
      Self(.closure, performAsync: body)
    }

    /// Reports an issue on every call, at the line that created the recorder; a throwing
    /// endpoint then throws `DependencyError.unimplemented`.
    ///
    /// This is the default response of a recorder whose endpoint returns a value: a test that
    /// expects an endpoint not to be called needs nothing more.
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
