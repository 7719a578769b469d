public import Dependence

extension TestClock {
  /// Moves the clock forward by `duration`, waking each task whose deadline it passes.
  ///
  /// See ``advance(to:fileID:filePath:line:column:)`` for the order of wake-ups and what has run
  /// when this returns. A negative duration reports an issue and leaves the clock where it is.
  public nonisolated(nonsending) func advance(
    by duration: Duration = .zero,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let now = self.now
    guard duration >= .zero else {
      reportIssue(
        """
        TestClock.advance(by: \(duration)) would move the clock backwards, from \(now) to \
        \(now.advanced(by: duration)); the clock did not move. Advance by a positive duration.
        """, at: location)
      return
    }
    await wake(through: now.advanced(by: duration))
  }

  /// Moves the clock forward to `deadline`, waking each task whose deadline is not after it.
  ///
  /// Sleepers wake one at a time, earliest deadline first and, among equal deadlines, in the
  /// order they started sleeping. The clock's ``now`` steps to each sleeper's deadline as it
  /// wakes, so a task that sleeps again while the clock advances measures from the deadline it
  /// woke at, and wakes again in this call if its new deadline is not after `deadline`.
  ///
  /// Each wake-up is a handshake: the clock resumes a sleeper and waits until that task is
  /// running again (its `sleep` call is returning) before it wakes the next one or returns. So
  /// when this returns, every task due by `deadline` has woken, in order. The code after each
  /// `sleep` then runs on the woken task's own executor, and may still be running: the clock
  /// cannot see when that code finishes or where it suspends next, and guessing with
  /// `Task.yield()` loops is what makes clock tests flaky. To observe what the woken code did,
  /// wait for the point you expect — ``waitForSleepers(count:timeout:fileID:filePath:line:column:)``
  /// when it sleeps again, or the task's `value` when it ends. (When the sleeping code and the
  /// test share an actor and call `sleep` on a `TestClock` directly, the woken code runs on that
  /// actor up to its next suspension before this returns.)
  ///
  /// A deadline earlier than ``now`` reports an issue at the caller and leaves the clock where
  /// it is.
  public nonisolated(nonsending) func advance(
    to deadline: VirtualInstant,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let now = self.now
    guard deadline >= now else {
      reportIssue(
        """
        TestClock.advance(to: \(deadline)) would move the clock backwards, from \(now); the \
        clock did not move. Advance to an instant at or after 'now'.
        """,
        at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
      return
    }
    await wake(through: deadline)
  }

  /// Advances the clock until no task sleeps on it, waking sleepers in deadline order.
  ///
  /// Code that keeps scheduling new sleeps (a repeating timer) never lets the clock drain: after
  /// `maxWakeUps` wake-ups this reports an issue at the caller, naming the clock's time and the
  /// next deadline, and returns. Advance such code by a fixed duration instead.
  ///
  /// Like ``advance(to:fileID:filePath:line:column:)``, this waits for each woken task to be
  /// running again, but not for the code after its sleep: a sleep that code schedules after this
  /// returns is not drained.
  /// - Parameters:
  ///   - maxWakeUps: The number of wake-ups after which `run` gives up.
  ///   - fileID: The file to blame. Defaults to the caller's.
  ///   - filePath: The full path of that file. Defaults to the caller's.
  ///   - line: The line to blame. Defaults to the caller's.
  ///   - column: The column to blame. Defaults to the caller's.
  public nonisolated(nonsending) func run(
    maxWakeUps: Int = 10_000,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    var wakeUps = 0
    while true {
      let next = state.withLock { state -> SleeperQueue.Sleeper? in
        guard wakeUps < maxWakeUps else { return nil }
        return state.queue.popFirst().map { sleeper in
          state.now = Swift.max(state.now, sleeper.deadline)
          return sleeper
        }
      }
      guard let next else { break }
      wakeUps += 1
      await wake(next)
    }
    let (now, nextDeadline, sleeping) = state.withLock {
      ($0.now, $0.queue.nextDeadline(), $0.queue.count)
    }
    guard let nextDeadline else { return }
    reportIssue(
      """
      TestClock.run() stopped after \(wakeUps) wake-ups at \(now): tasks keep scheduling new \
      sleeps (next deadline \(nextDeadline), \(sleeping) sleeping). A repeating timer never \
      drains; advance the clock by a fixed duration with 'advance(by:)' instead, or raise \
      'maxWakeUps'.
      """,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Wakes every sleeper due by `deadline`, one at a time, then moves the clock to `deadline`.
  private nonisolated(nonsending) func wake(through deadline: VirtualInstant) async {
    while true {
      let next = state.withLock { state -> SleeperQueue.Sleeper? in
        guard let sleeper = state.queue.popFirst(notAfter: deadline) else {
          state.now = Swift.max(state.now, deadline)
          return nil
        }
        state.now = Swift.max(state.now, sleeper.deadline)
        return sleeper
      }
      guard let next else { return }
      await wake(next)
    }
  }

  private nonisolated(nonsending) func wake(_ sleeper: SleeperQueue.Sleeper) async {
    await withCheckedContinuation { awake in
      sleeper.continuation.resume(returning: awake)
    }
  }
}
