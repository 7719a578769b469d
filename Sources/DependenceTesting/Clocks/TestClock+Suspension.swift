import Dependence

/// The error ``TestClock/checkSuspension(fileID:filePath:line:column:)`` throws when tasks still
/// sleep on the clock; swift-clocks spells it the same way.
public struct SuspensionError: Error, CustomStringConvertible {
  /// How many tasks sleep on the clock.
  public let sleeperCount: Int
  /// The earliest deadline among them.
  public let nextDeadline: VirtualInstant
  /// The clock's time when the check was made.
  public let now: VirtualInstant

  /// What still sleeps, and how to end it.
  public var description: String {
    """
    \(sleeperCount) task\(sleeperCount == 1 ? " still sleeps" : "s still sleep") on the \
    TestClock at \(now), the next until \(nextDeadline). Advance the clock past it, or cancel \
    the sleeping work, before checking.
    """
  }
}

extension TestClock {
  /// The error ``checkSuspension(fileID:filePath:line:column:)`` throws.
  public typealias SuspensionError = DependenceTesting.SuspensionError

  /// Throws if a task still sleeps on the clock: a test calls it last to prove its feature
  /// starts no more time-based work.
  ///
  /// With deterministic scheduling, a sleep the code under test is about to start counts too.
  /// - Throws: ``SuspensionError`` when a task still sleeps on the clock.
  public nonisolated(nonsending) func checkSuspension(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async throws {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await Settling(location: location).settle()
    let pending = state.withLock { state -> SuspensionError? in
      guard let next = state.nextDeadline() else { return nil }
      return SuspensionError(sleeperCount: state.queue.count, nextDeadline: next, now: state.now)
    }
    if let pending { throw pending }
  }
}
