import Dispatch
import Synchronization

/// One benchmark scenario of one library.
public struct Scenario: Sendable {
  /// What the scenario's target is measured against.
  public enum Kind: Sendable {
    /// A read: within 1.5× the read floor.
    case read
    /// Reads of 100 keys in turn: within 1.5× the 100-key read floor.
    case readHundred
    /// Entering a scope.
    case scope
    /// Creating an object: no ratio target; compared with an earlier run of this script.
    case create
  }

  /// The scenario's row in the table.
  public let name: String
  /// What the scenario measures.
  public let kind: Kind
  /// Runs `iterations` operations and returns how many operations ran.
  public let run: @Sendable (_ iterations: Int) -> Int

  public init(
    _ name: String, _ kind: Kind = .read, run: @escaping @Sendable (_ iterations: Int) -> Int
  ) {
    self.name = name
    self.kind = kind
    self.run = run
  }
}

/// Keeps the optimizer from deleting a read.
@inline(never)
public func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// The value both libraries store: a witness with a non-capturing closure, like a live client.
public struct NumberClient: Sendable {
  public var number: @Sendable () -> Int
  public init(number: @escaping @Sendable () -> Int) { self.number = number }
  public static let live = NumberClient { 42 }
  /// An override, made once so that scope scenarios measure the libraries, not an allocation.
  public static let other = NumberClient { 7 }
}

/// Runs `body` on two threads at once, each `iterations` times; returns the operations run.
public func onTwoThreads(_ iterations: Int, _ body: @escaping @Sendable (Int) -> Void) -> Int {
  let group = DispatchGroup()
  for _ in 0..<2 {
    DispatchQueue.global().async(group: group) { body(iterations) }
  }
  group.wait()
  return iterations * 2
}
