import Dependence

/// A test double for one endpoint of a witness client: it records every call's arguments, in
/// order, and answers with a ``Response``.
///
/// A recorder stands in for a closure of any arity, synchronous or `async`, throwing or not. Name
/// it after the endpoint it replaces, so that failure messages say which one went wrong, then plug
/// one of its endpoint closures (``endpoint``, ``throwingEndpoint``, ``asyncEndpoint``,
/// ``asyncThrowingEndpoint``) into the client:
///
/// ```swift
/// let login = Recorder<String, String, User>("auth.login", .returning(.alice))
/// let client = AuthClient(login: login.asyncThrowingEndpoint)
///
/// _ = try await client.login("alice", "secret")
///
/// login.expectCalled(with: "alice", "secret")
/// #expect(login.callCount == 1)
/// ```
///
/// The generic parameters are the endpoint's argument types followed by its result type:
/// `Recorder<String, String, User>` stands in for `(String, String) -> User`, and `Recorder<Void>`
/// for `() -> Void`. Every call is recorded under one lock, so concurrent calls are never lost; pass
/// a ``CallLog`` to order calls across several recorders.
public final class Recorder<each Argument: Sendable, Result: Sendable>: Sendable {
  /// The endpoint's name, such as `"auth.login"`, used in failure messages and in the call log.
  public let name: String

  /// The log that records this recorder's calls together with other recorders' calls, if any.
  public let log: CallLog?

  /// Where the recorder was created: issues raised by a call (an unimplemented response, say)
  /// are reported there, since the call itself happens in the code under test.
  let location: SourceLocation

  let state: LockedValue<State>

  struct State {
    var calls: [(repeat each Argument)] = []
    var response: Response
    var responseStart = 0
    var waiters: [Int: Waiter] = [:]
    var unregisteredWaiters: Set<Int> = []
    var nextWaiterID = 0
  }

  /// Creates a recorder for the endpoint `name` that answers every call with `response`.
  ///
  /// - Parameters:
  ///   - name: The endpoint's name, such as `"auth.login"`.
  ///   - log: A log that orders this recorder's calls among other recorders' calls.
  ///   - response: How calls are answered. Defaults to ``Response/unimplemented``, which reports
  ///     an issue on every call.
  ///   - fileID: The file to blame. Defaults to the caller's.
  ///   - filePath: The full path of that file. Defaults to the caller's.
  ///   - line: The line to blame. Defaults to the caller's.
  ///   - column: The column to blame. Defaults to the caller's.
  public convenience init(
    _ name: String,
    log: CallLog? = nil,
    _ response: Response = .unimplemented,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      name, log: log, response,
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Creates a recorder whose reports point at `location`.
  init(_ name: String, log: CallLog?, _ response: Response, location: SourceLocation) {
    self.name = name
    self.log = log
    self.location = location
    self.state = LockedValue(State(response: response))
  }

  /// Creates a recorder for an endpoint that returns nothing; every call succeeds.
  ///
  /// ```swift
  /// let track = Recorder<String, Void>("analytics.track")
  /// ```
  public convenience init(
    _ name: String,
    log: CallLog? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where Result == Void {
    self.init(
      name, log: log, .returning(()),
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The arguments of every call so far, oldest first; one tuple per call.
  public var calls: [(repeat each Argument)] { state.withLock { $0.calls } }

  /// The number of calls so far.
  public var callCount: Int { state.withLock { $0.calls.count } }

  /// The arguments of the most recent call, or `nil` before the first call.
  public var lastCall: (repeat each Argument)? { state.withLock { $0.calls.last } }

  /// How the next calls are answered. Setting it restarts a ``Response/sequence(_:)`` from its
  /// first result.
  public var response: Response {
    get { state.withLock { $0.response } }
    set {
      state.withLock {
        $0.response = newValue
        $0.responseStart = $0.calls.count
      }
    }
  }

  /// Forgets every recorded call and restarts a ``Response/sequence(_:)``; the response stays.
  ///
  /// Calls already written to a ``CallLog`` stay there: reset the log with ``CallLog/reset()``.
  public func reset() {
    state.withLock {
      $0.calls.removeAll()
      $0.responseStart = 0
    }
  }

  /// Records a call and returns the response to answer it with, and its position in a sequence.
  func record(_ arguments: repeat each Argument) -> (Response, position: Int) {
    let (response, position, ready) = state.withLock { state in
      state.calls.append((repeat each arguments))
      // Logging inside this critical section keeps the log's order equal to the recorded order.
      // Lock order: the recorder's, then the call log's, a leaf lock.
      log?.append(name: name) { describe(repeat each arguments) }
      let ready = state.takeWaiters(upTo: state.calls.count)
      return (state.response, state.calls.count - state.responseStart - 1, ready)
    }
    for continuation in ready { continuation.resume(returning: true) }
    return (response, position)
  }

  /// The calls rendered one per line, as `  1. auth.login("alice", "secret")`.
  func renderedCalls(_ calls: [(repeat each Argument)]) -> String {
    var lines: [String] = []
    for (index, call) in calls.enumerated() {
      lines.append("  \(index + 1). \(name)\(describe(repeat each call))")
    }
    return lines.joined(separator: "\n")
  }
}

/// Renders arguments as a parenthesized, comma-separated list of their debug descriptions.
func describe<each Value>(_ values: repeat each Value) -> String {
  var parts: [String] = []
  for value in repeat each values { parts.append(String(reflecting: value)) }
  return "(\(parts.joined(separator: ", ")))"
}
