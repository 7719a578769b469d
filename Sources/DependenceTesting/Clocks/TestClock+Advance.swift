public import Dependence

extension TestClock {
  /// Moves the clock forward by `duration`, waking each task whose deadline it passes.
  ///
  /// See ``advance(to:fileID:filePath:line:column:)`` for the order of wake-ups and what has run
  /// when this returns. A negative duration reports an issue and leaves the clock where it is.
  public nonisolated(nonsending) func advance(
    by duration: Duration = .zero,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
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
    await advance(through: { $0.advanced(by: duration) }, at: location)
  }

  /// Moves the clock forward to `deadline`, waking each task whose deadline is not after it.
  ///
  /// Sleepers wake one at a time, earliest deadline first (then in the order they started), and
  /// ``now`` steps to each one's deadline, so a task that sleeps again wakes again in this call
  /// if its new deadline is due. With deterministic scheduling
  /// (``Testing/Trait/deterministicScheduling``), everything ready runs before the clock moves and
  /// after each wake-up; without it, each wake-up waits only until the woken task runs again (see
  /// ``waitForSleepers(count:timeout:fileID:filePath:line:column:)``).
  ///
  /// A deadline earlier than ``now`` reports an issue and leaves the clock where it is.
  public nonisolated(nonsending) func advance(
    to deadline: VirtualInstant,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let now = self.now
    guard deadline >= now else {
      reportIssue(
        """
        TestClock.advance(to: \(deadline)) would move the clock backwards, from \(now); the \
        clock did not move. Advance to an instant at or after 'now'.
        """,
        at: location)
      return
    }
    await advance(through: { _ in deadline }, at: location)
  }

  /// Advances the clock until no task sleeps on it, waking sleepers in deadline order, as
  /// ``advance(to:fileID:filePath:line:column:)`` does.
  ///
  /// After `maxWakeUps` wake-ups (a repeating timer never drains), it reports an issue and
  /// returns: advance such code by a fixed duration instead.
  /// - Parameters:
  ///   - maxWakeUps: The number of wake-ups after which `run` gives up.
  public nonisolated(nonsending) func run(
    maxWakeUps: Int = 10_000,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let (wakeUps, _) = await drain(maxWakeUps: maxWakeUps, at: location)
    let (now, nextDeadline, sleeping) = pendingSleepers()
    guard let nextDeadline else { return }
    reportIssue(
      """
      TestClock.run() stopped after \(wakeUps) wake-ups at \(now): tasks keep scheduling new \
      sleeps (next deadline \(nextDeadline), \(sleeping) sleeping). A repeating timer never \
      drains; advance the clock by a fixed duration with 'advance(by:)' instead, or raise \
      'maxWakeUps'.
      """,
      at: location)
  }

  /// Advances the clock until no task sleeps on it, for at most `timeout` of real time, as
  /// ``run(maxWakeUps:fileID:filePath:line:column:)`` does: swift-clocks' spelling.
  ///
  /// When tasks still sleep after `timeout`, it reports an issue and returns; they stay asleep.
  /// - Parameters:
  ///   - timeout: How long, in real time, `run` may keep waking sleepers. It counts from when
  ///     the test's work first went idle, which has a bound of its own: thousands of parallel
  ///     tests can keep that first wait long, with no sleep scheduled at all.
  public nonisolated(nonsending) func run(
    timeout: Duration,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let (wakeUps, timedOut) = await drain(maxWakeUps: .max, for: timeout, at: location)
    guard timedOut else { return }
    let (now, nextDeadline, sleeping) = pendingSleepers()
    reportIssue(
      """
      TestClock.run(timeout: \(timeout)) ran out of time after \(wakeUps) wake-ups at \(now), \
      with \(sleeping) task\(sleeping == 1 ? "" : "s") still sleeping (next deadline \
      \(nextDeadline.map { "\($0)" } ?? "none")). The code under test keeps scheduling sleeps: \
      advance the clock by a fixed duration with 'advance(by:)' instead, or raise the timeout.
      """,
      at: location)
  }

  /// Wakes sleepers in deadline order until none is left, `maxWakeUps` were woken, or
  /// `timeout` of real time passed since the test's work first went idle; returns the wake-ups
  /// made and whether `timeout` stopped them.
  private nonisolated(nonsending) func drain(
    maxWakeUps: Int, for timeout: Duration? = nil, at location: SourceLocation
  ) async -> (wakeUps: Int, timedOut: Bool) {
    let settling = Settling(location: location)
    noteProgress()
    await settling.settleBeforeMoving(self)
    let end = timeout.map { ContinuousClock.now.advanced(by: $0) }
    let start = now
    var wakeUps = 0
    while wakeUps < maxWakeUps {
      if let end, ContinuousClock.now >= end, sleeperCount > 0 {
        recordRunEnd(from: start, wakeUps: wakeUps, at: location)
        return (wakeUps, true)
      }
      guard let next = popSleeper(notAfter: nil) else { break }
      wakeUps += 1
      await wake(next, settling)
    }
    recordRunEnd(from: start, wakeUps: wakeUps, at: location)
    return (wakeUps, false)
  }

  /// Notes where a `run` ended, for the hang message.
  private func recordRunEnd(from start: VirtualInstant, wakeUps: Int, at location: SourceLocation) {
    state.withLock { $0.finishAdvance(from: start, to: $0.now, wakeUps: wakeUps, at: location) }
  }

  /// The clock's time, its next deadline and how many tasks sleep.
  private func pendingSleepers() -> (VirtualInstant, VirtualInstant?, Int) {
    state.withLock { ($0.now, $0.nextDeadline(), $0.queue.count) }
  }

  /// Wakes every sleeper due by `target(now)`, one at a time, then moves the clock there.
  private nonisolated(nonsending) func advance(
    through target: (VirtualInstant) -> VirtualInstant, at location: SourceLocation
  ) async {
    let settling = Settling(location: location)
    if let run = settling.run, !settling.isDeterministic {
      run.atEnd(for: ObjectIdentifier(self)) { [self] run in
        reportSleepersTheLastAdvancePassed(of: run)
      }
    }
    noteProgress()
    await settling.settleBeforeMoving(self)
    let start = now
    let deadline = target(start)
    var wakeUps = 0
    while let next = popSleeper(notAfter: deadline) {
      wakeUps += 1
      await wake(next, settling)
    }
    state.withLock {
      $0.finishAdvance(from: start, to: deadline, wakeUps: wakeUps, at: location)
    }
  }

  /// Removes the earliest sleeper, if it is due by `limit`, and moves the clock to its deadline.
  private func popSleeper(notAfter limit: VirtualInstant?) -> SleeperQueue.Sleeper? {
    state.withLock { $0.popSleeper(notAfter: limit) }
  }

  /// Wakes `sleeper` and waits for its task to run again (deterministically: to go idle).
  private nonisolated(nonsending) func wake(
    _ sleeper: SleeperQueue.Sleeper, _ settling: Settling
  ) async {
    // Counted before the sleeper runs: a sleep it starts once awake ends the wait for it.
    let sleeps = sleeper.waitsAfterWaking ? settling.run?.watchedSleeps ?? 0 : 0
    await withCheckedContinuation { awake in
      sleeper.continuation.resume(
        returning: .woken(awake: awake, resumeBehindActor: !settling.isDeterministic))
    }
    await settling.settle(afterWaking: sleeper, sleepsBefore: sleeps)
  }

  func noteProgress() {
    state.withLock { $0.noteProgress() }
  }

  /// How a clock step (an advance, a run, a wait for sleepers) settles its test's work.
  struct Settling {
    /// The test the clock serves, if its task-locals say.
    let run: TestRun?
    /// Whether that test ran in deterministic scheduling when the step began.
    let isDeterministic: Bool
    let location: SourceLocation

    init(location: SourceLocation) {
      run = TestRun.current
      isDeterministic = run?.isDeterministic == true
      self.location = location
    }

    /// Runs everything ready until nothing is, in deterministic scheduling.
    nonisolated(nonsending) func settle() async {
      guard let run, isDeterministic else { return }
      await run.settle(within: nil, waiting: "a TestClock advanced", at: location)
    }

    /// Settles as ``settle()`` does, then waits for tasks away where a round cannot see them,
    /// so that they reach their sleeps before the clock moves: when the test has work off its
    /// executor, or the clock has no sleeper (its tasks may be away on the global executor),
    /// until nothing runs for ``idleQuietPeriod``; when a main-actor task sleeps on the clock
    /// (the test's other main-actor tasks may wait for a continuation a Dispatch queue resumes),
    /// for ``hopPause``, then it settles again.
    nonisolated(nonsending) func settleBeforeMoving(_ clock: TestClock) async {
      await settle()
      guard let run, isDeterministic else { return }
      // The clock's own queue, read under its lock, also tells of a sleeper off the executor
      // that has joined it but that the run has not counted yet.
      let (offExecutor, mayHopAway, isEmpty) = clock.state.withLock { state in
        (state.queue.containsOffExecutor, state.queue.containsMayHopAway, state.queue.count == 0)
      }
      if run.offExecutorSleeps > 0 || offExecutor || isEmpty {
        await run.settle(
          within: nil, quietPeriod: idleQuietPeriod, waiting: "a TestClock advanced",
          at: location)
      } else if mayHopAway {
        try? await Task.sleep(for: hopPause, clock: .continuous)
        await settle()
      }
    }

    /// Settles after `sleeper` woke; one off the executor, or on the main actor where its awaits
    /// can leave for the global executor, is waited for until the run's count of such sleeps
    /// passes `sleeps`, or for a quiet period.
    nonisolated(nonsending) func settle(
      afterWaking sleeper: SleeperQueue.Sleeper, sleepsBefore sleeps: Int
    ) async {
      guard let run, isDeterministic else { return }
      guard sleeper.waitsAfterWaking else { return await settle() }
      await run.settle(
        within: nil, quietPeriod: idleQuietPeriod, isSettled: { run.watchedSleeps > sleeps },
        waiting: "a TestClock advanced", at: location)
    }
  }
}
