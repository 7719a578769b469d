// Shape seen in: apps that hand `\.assert` an effect of their own that logs or collects instead of trapping (code-search hits for `: AssertionEffect {` with `func callAsFunction(` and `file: StaticString, line: UInt`) — swift-dependencies' requirement, which here is `check(_:_:fileID:filePath:line:column:)`; written as it was, the type built after the move and its check called itself until the process crashed
import Dependencies
import Foundation

/// Collects failed checks instead of stopping the program.
public final class CollectingAssert: AssertionEffect, @unchecked Sendable {  // Guarded by `lock`.
  private let lock = NSLock()
  private var collected: [String] = []

  public init() {}

  public var failures: [String] { lock.withLock { collected } }

  public func callAsFunction(
    _ condition: @autoclosure () -> Bool,
    _ message: @autoclosure () -> String,
    file: StaticString,
    line: UInt
  ) {
    guard !condition() else { return }
    let failure = "\(message()) (line \(line))"
    lock.withLock { collected.append(failure) }
  }
}

/// Checks that `quantity` can be ordered, with `assert`, or the `\.assert` dependency.
public func validateOrder(quantity: Int, using assert: (any AssertionEffect)? = nil) {
  @Dependency(\.assert) var dependencyAssert
  (assert ?? dependencyAssert)(quantity > 0, "quantity must be positive")
}
