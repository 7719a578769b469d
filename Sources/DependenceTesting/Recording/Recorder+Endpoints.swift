import Dependence

extension Recorder {
  /// A synchronous, non-throwing closure that records each call and answers it.
  ///
  /// A ``Response/throwing(_:)`` or asynchronous `.run` response reports an issue instead (and
  /// stops the program when there is no result to return).
  public var endpoint: @Sendable (repeat each Argument) -> Result {
    { (arguments: repeat each Argument) in
      do {
        return try self.answer(repeat each arguments, wiredAs: "endpoint")
      } catch {
        return self.recover(from: error, wiredAs: "endpoint")
      }
    }
  }

  /// A synchronous, throwing closure that records each call and answers it.
  public var throwingEndpoint: @Sendable (repeat each Argument) throws -> Result {
    { (arguments: repeat each Argument) in
      do {
        return try self.answer(repeat each arguments, wiredAs: "throwingEndpoint")
      } catch let failure as RecorderFailure {
        throw failure.error
      }
    }
  }

  /// An `async`, non-throwing closure that records each call and answers it.
  ///
  /// A ``Response/throwing(_:)`` response reports an issue instead (and stops the program when
  /// there is no result to return). Runs on the global executor, unlike ``callAsFunction(_:)``.
  public var asyncEndpoint: @Sendable (repeat each Argument) async -> Result {
    { (arguments: repeat each Argument) in
      self.noteCallOnTheGlobalExecutor()
      do {
        return try await self.answerAsync(repeat each arguments)
      } catch {
        return self.recover(from: error, wiredAs: "asyncEndpoint")
      }
    }
  }

  /// An `async`, throwing closure that records each call and answers it.
  ///
  /// Runs on the global executor, unlike ``callAsFunction(_:)``.
  public var asyncThrowingEndpoint: @Sendable (repeat each Argument) async throws -> Result {
    { (arguments: repeat each Argument) in
      self.noteCallOnTheGlobalExecutor()
      do {
        return try await self.answerAsync(repeat each arguments)
      } catch let failure as RecorderFailure {
        throw failure.error
      }
    }
  }

  /// Notes a call of an `async` endpoint property that runs off a deterministic test's executor:
  /// on the global executor, where the test's clock cannot wait for it.
  private func noteCallOnTheGlobalExecutor() {
    guard let run = TestRun.current, run.isDeterministic, !run.isOnExecutor else { return }
    run.noteGlobalExecutorCalls(
      .recorder("\(location)"), named: "the recorder made at \(location)",
      GlobalExecutorCalls.recorderMessage(name), at: location)
  }

  func answer(_ arguments: repeat each Argument, wiredAs endpoint: String) throws -> Result {
    let (response, position) = record(repeat each arguments)
    guard case .closure = response.kind else { return try answer(response, position: position) }
    guard let perform = response.perform else {
      throw failure(
        """
        \(name) has an async .run response, but it is wired with its synchronous \
        `\(endpoint)`: wire `asyncEndpoint` or `asyncThrowingEndpoint`, or give .run a \
        synchronous closure.
        """)
    }
    return try perform(repeat each arguments)
  }

  /// Records a call with `arguments` and answers it, on the caller's actor, as
  /// ``asyncThrowingEndpoint`` does.
  ///
  /// Wire it as `{ try await search($0) }` where the code under test must stay on its actor.
  ///
  /// - Throws: What the response throws, or `DependencyError.unimplemented` after reporting a
  ///   response that cannot answer.
  public nonisolated(nonsending) func callAsFunction(
    _ arguments: repeat each Argument
  ) async throws -> Result {
    do {
      return try await answerAsync(repeat each arguments)
    } catch let failure as RecorderFailure {
      throw failure.error
    }
  }

  /// Records a call with `arguments` and answers it, on the caller's actor, for an endpoint that
  /// cannot throw: wire it as `{ await track($0) }`'s non-throwing twin,
  /// `$0.analytics.track = { await track.callNonThrowing($0) }`.
  ///
  /// A ``Response/throwing(_:)`` response reports an issue instead (and stops the program when
  /// there is no result to return), as ``asyncEndpoint`` does.
  public nonisolated(nonsending) func callNonThrowing(
    _ arguments: repeat each Argument
  ) async -> Result {
    do {
      return try await answerAsync(repeat each arguments)
    } catch {
      return recover(from: error, wiredAs: "callNonThrowing")
    }
  }

  nonisolated(nonsending) func answerAsync(_ arguments: repeat each Argument) async throws -> Result
  {
    let (response, position) = record(repeat each arguments)
    guard case .closure = response.kind else { return try answer(response, position: position) }
    if let performAsync = response.performAsync {
      // Named at the end of the test if it has not answered by then.
      let run = TestRun.current
      let call = run?.inFlight.startRecorderCall(name, at: location)
      defer { if let call { run?.inFlight.endRecorderCall(call) } }
      return try await performAsync(repeat each arguments)
    }
    guard let perform = response.perform else {
      preconditionFailure("a .run response without a closure")
    }
    return try perform(repeat each arguments)
  }

  /// Answers with a response that does not run a closure.
  private func answer(_ response: Response, position: Int) throws -> Result {
    switch response.kind {
    case .value(let result):
      return result
    case .sequence(let results):
      guard let last = results.last else {
        throw failure(
          "\(name) was called, but its response is an empty .sequence: give it at least one result."
        )
      }
      return position < results.count ? results[position] : last
    case .error(let error):
      throw error
    case .closure:
      preconditionFailure("closures are run by the endpoint")
    case .unimplemented:
      throw failure(
        """
        \(name) was called, but its recorder has no response: give it one, as in \
        Recorder("\(name)", .returning(…)), or set `response`.
        """)
    }
  }

  /// Reports `message` at the recorder's creation site; returns what a throwing endpoint throws.
  private func failure(_ message: String) -> RecorderFailure {
    reportIssue(message, at: location)
    return RecorderFailure(error: .unimplemented(name))
  }

  /// Turns an error into a result for a non-throwing endpoint: `()` for `Void`, else a stop.
  private func recover(from error: any Error, wiredAs endpoint: String) -> Result {
    if !(error is RecorderFailure) {
      reportIssue(
        """
        \(name) is set to throw \(error), but it is wired with its non-throwing `\(endpoint)`: \
        wire `throwingEndpoint` or `asyncThrowingEndpoint`.
        """,
        at: location)
    }
    if let nothing = () as? Result { return nothing }
    fatalError("\(name) has no result to return; see the issue reported at \(location).")
  }
}

/// An issue already reported by a recorder; throwing endpoints throw the wrapped error.
struct RecorderFailure: Error {
  var error: DependencyError
}
