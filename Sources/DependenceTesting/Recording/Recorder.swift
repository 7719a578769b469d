import Dependence

/// A test double for one endpoint of a witness client: it records every call's arguments, in
/// order, and answers with a ``Response``.
///
/// The generic parameters are the endpoint's argument types, then its result type:
/// `Recorder<String, String, User>` stands in for `(String, String) -> User`. Wire it with
/// ``endpoint``, ``throwingEndpoint``, ``asyncEndpoint`` or ``asyncThrowingEndpoint``.
public final class Recorder<each Argument: Sendable, Result: Sendable>: Sendable {
  /// The endpoint's name, such as `"auth.login"`, used in failure messages and in the call log.
  public let name: String

  /// The log that records this recorder's calls together with other recorders' calls, if any.
  public let log: CallLog?

  /// Where the recorder was created, where a call's issues are reported.
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
  ///   - response: How calls are answered. Defaults to ``Response/unimplemented``.
  public convenience init(
    _ name: String,
    log: CallLog? = nil,
    _ response: Response = .unimplemented,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
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
  public convenience init(
    _ name: String,
    log: CallLog? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
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

  /// How the next calls are answered; setting it restarts a ``Response/sequence(_:)``.
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
    if let test = TestLifetime.current, test.hasEnded {
      LateWork.noteRecorderCall(name, madeAt: location, by: test)
    }
    let (response, position, ready) = state.withLock { state in
      state.calls.append((repeat each arguments))
      // Logged under this lock to keep the recorded order. Lock order: recorder, then call log.
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
