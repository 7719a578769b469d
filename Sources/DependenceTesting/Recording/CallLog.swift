
/// A log shared by several recorders that keeps their calls in the order they happened.
///
/// A recorder writes to the log under its own lock, so the log agrees with each recorder's
/// ``Recorder/calls``.
public final class CallLog: Sendable {
  /// One call in a ``CallLog``.
  public struct Entry: Sendable, CustomStringConvertible {
    /// The name of the recorder that recorded the call, such as `"auth.login"`.
    public let name: String
    let render: @Sendable () -> String

    /// The call's arguments, rendered as `("alice", "secret")`.
    public var arguments: String { render() }

    /// The call as it reads in code, such as `auth.login("alice", "secret")`.
    public var description: String { "\(name)\(arguments)" }
  }

  /// A leaf lock: taken inside a recorder's, never takes another.
  private let storage = LockedValue<[Entry]>([])

  /// Creates an empty log.
  public init() {}

  /// Every call so far, oldest first.
  public var entries: [Entry] { storage.withLock { $0 } }

  /// The names of the recorders called so far, one per call, oldest first.
  public var names: [String] { storage.withLock { $0.map(\.name) } }

  /// The number of calls so far.
  public var count: Int { storage.withLock { $0.count } }

  /// Forgets every call.
  public func reset() {
    storage.withLock { $0.removeAll() }
  }

  func append(name: String, arguments render: @escaping @Sendable () -> String) {
    storage.withLock { $0.append(Entry(name: name, render: render)) }
  }
}
