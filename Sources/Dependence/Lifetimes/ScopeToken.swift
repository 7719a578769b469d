
/// A tag that names a kind of scope: `enum SessionScope: ScopeTag {}`.
public protocol ScopeTag {}

/// A single-use scope around a value, with a teardown that runs exactly once.
///
/// Consume it with ``enter(_:)-swift.method`` or ``close()``; a token dropped without either
/// still runs its teardown, and reports an issue where it was created.
public struct ScopeToken<Tag: ScopeTag, Value: Sendable>: ~Copyable, Sendable {
  private let state: ScopeState
  private let value: Value

  /// The token's place among the tokens of its tag, from 1.
  public let generation: UInt64

  /// Creates a token for `value`, whose `teardown` runs when the scope ends.
  public init(
    value: Value,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    teardown: @escaping @Sendable () -> Void
  ) {
    self.value = value
    self.generation = ScopeGenerations.next(for: Tag.self)
    self.state = ScopeState(
      teardown: teardown,
      origin: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column),
      name: "ScopeToken<\(typeName(Tag.self)), \(typeName(Value.self))>")
  }

  /// Runs `operation` inside the scope, then the teardown, even if `operation` throws.
  /// - Returns: What `operation` returns.
  /// - Throws: What `operation` throws.
  public consuming func enter<Result>(
    _ operation: (borrowing Borrowed) throws -> Result
  ) rethrows -> Result {
    defer { state.end() }
    return try operation(Borrowed(value: value, generation: generation))
  }

  /// Runs asynchronous `operation` inside the scope, then the teardown, even if it throws.
  /// - Returns: What `operation` returns.
  /// - Throws: What `operation` throws.
  public consuming func enter<Result>(
    isolation: isolated (any Actor)? = #isolation,
    _ operation: (borrowing Borrowed) async throws -> Result
  ) async rethrows -> Result {
    defer { state.end() }
    return try await operation(Borrowed(value: value, generation: generation))
  }

  /// Ends the scope without running an operation: runs the teardown.
  public consuming func close() {
    state.end()
  }

  deinit {
    if state.end() {
      reportIssue(
        """
        \(state.name) (generation \(generation)) was dropped without 'enter' or 'close()'; \
        its teardown ran when it was dropped. End the scope explicitly with 'enter' or \
        'close()'.
        """,
        at: state.origin)
    }
  }

  /// The scope's value, lent to an operation inside the scope.
  public struct Borrowed: ~Copyable, Sendable {
    private let value: Value

    /// The token's generation.
    public let generation: UInt64

    fileprivate init(value: Value, generation: UInt64) {
      self.value = value
      self.generation = generation
    }

    /// A copy of the scope's value, to hand to code that outlives the borrow.
    public func snapshot() -> Value { value }
  }
}

/// The teardown of one token, run at most once.
private final class ScopeState: Sendable {
  private let teardown: LockedValue<(@Sendable () -> Void)?>
  let origin: SourceLocation
  let name: String

  init(teardown: @escaping @Sendable () -> Void, origin: SourceLocation, name: String) {
    self.teardown = LockedValue(teardown)
    self.origin = origin
    self.name = name
  }

  /// Runs the teardown if it has not run yet; returns whether it ran now.
  @discardableResult
  func end() -> Bool {
    guard let teardown = teardown.withLock({ $0.take() }) else { return false }
    teardown()
    return true
  }
}

/// Generation counters, one per scope tag.
private enum ScopeGenerations {
  static let counters = LockedValue<[ObjectIdentifier: UInt64]>([:])

  static func next(for tag: Any.Type) -> UInt64 {
    counters.withLock { counters in
      let next = counters[ObjectIdentifier(tag), default: 0] + 1
      counters[ObjectIdentifier(tag)] = next
      return next
    }
  }
}
