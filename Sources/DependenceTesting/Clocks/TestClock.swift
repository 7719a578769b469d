public import Dependence

/// A clock whose time moves only when the test moves it.
///
/// Tasks that sleep on it stay suspended until the test calls
/// ``advance(by:fileID:filePath:line:column:)``, ``advance(to:fileID:filePath:line:column:)`` or
/// ``run(maxWakeUps:fileID:filePath:line:column:)``. With deterministic scheduling
/// (``Testing/Trait/deterministicScheduling``), advancing first runs the code under test until it
/// is idle; without it, wait with ``waitForSleepers(count:timeout:fileID:filePath:line:column:)``
/// before advancing.
///
/// ```swift
/// @Test(.deterministicScheduling) func sleepsForOneSecond() async throws {
///   let clock = TestClock()
///   async let value: Void = clock.sleep(for: .seconds(1))
///   await clock.advance(by: .seconds(1))
///   try await value
/// }
/// ```
///
/// Sleepers that see no progress for the test's hang timeout fail the test and throw
/// `CancellationError`.
public final class TestClock: Clock, CallerIsolatedClock, Sendable {
  /// The clock's duration.
  public typealias Duration = Swift.Duration
  /// The clock's instant, shared with the package's other virtual clocks.
  public typealias Instant = VirtualInstant

  /// The clock's time, sleepers and waiters: every change is one call on ``ClockState``.
  let state: LockedValue<ClockState>
  /// Where the test made the clock.
  let location: SourceLocation

  /// Creates a clock that starts at `now`.
  /// - Parameters:
  ///   - now: The clock's first instant.
  ///   - fileID: Where the clock is made, for messages. Defaults to the caller's file.
  ///   - filePath: The full path of that file. Defaults to the caller's.
  ///   - line: The line. Defaults to the caller's.
  ///   - column: The column. Defaults to the caller's.
  public init(
    now: VirtualInstant = VirtualInstant(),
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    self.state = LockedValue(ClockState(now: now))
    self.location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The clock's current time. It changes only when the test advances the clock.
  public var now: VirtualInstant { state.withLock { $0.now } }

  /// Zero: a test clock can reach any instant.
  public var minimumResolution: Duration { .zero }

  /// The number of tasks sleeping on the clock now.
  public var sleeperCount: Int { state.withLock { $0.queue.count } }

  /// Suspends until the test advances the clock to `deadline` or later.
  ///
  /// Returns at once when `deadline` is not after ``now``. The sleep stays on the caller's
  /// executor, so code after it runs before the advancing test does when both share an actor.
  /// - Throws: `CancellationError` when the task is cancelled or the clock gives up on a hang.
  public nonisolated(nonsending) func sleep(until deadline: VirtualInstant) async throws {
    try await sleepOnCallersExecutor(until: deadline)
  }

  /// Suspends for `duration` of the clock's time. See ``sleep(until:)``.
  public nonisolated(nonsending) func sleep(
    for duration: Duration, tolerance: Duration? = nil
  ) async throws {
    try await sleepOnCallersExecutor(until: now.advanced(by: duration))
  }

  /// Suspends for `duration` of the clock's time: what `sleep(for:)` on `any Clock<Duration>`
  /// calls, on the caller's actor. See ``sleep(until:)``.
  public nonisolated(nonsending) func sleepOnCallersActor(
    for duration: Duration, tolerance: Duration?
  ) async throws {
    try await sleepOnCallersExecutor(until: now.advanced(by: duration))
  }

  /// Suspends until the test advances the clock to `deadline` or later: the `Clock` requirement,
  /// which the standard library declares `@concurrent`. See ``sleep(until:)``.
  @concurrent public func sleep(until deadline: VirtualInstant, tolerance: Duration?) async throws {
    try await sleepOnCallersExecutor(until: deadline)
  }

  /// Counts the sleep as starting in the caller's own job, then sleeps on its executor: entering
  /// ``sleep(until:isolation:)`` can requeue the task where a settle cannot see it.
  private nonisolated(nonsending) func sleepOnCallersExecutor(
    until deadline: VirtualInstant
  ) async throws {
    let run = TestRun.current
    run?.noteSleepStarting()
    try await sleep(until: deadline, isolation: #isolation, run: run)
  }

  /// Sleeps on `isolation`'s executor from start to end (`nil`: the generic executor).
  private func sleep(
    until deadline: VirtualInstant, isolation: isolated (any Actor)?, run: TestRun?
  ) async throws {
    if Task.isCancelled {
      run?.noteSleepJoined()
      throw CancellationError()
    }
    let isOffExecutor =
      run.map { $0.isDeterministic && !(isolation is MainActor) && !$0.isOnExecutor } ?? false
    let mayHopAway =
      run.map { $0.isDeterministic && isolation is MainActor && !$0.isPreferredByCurrentTask }
      ?? false
    let id = state.withLock { $0.startSleep() }
    run?.inFlight.noteClock(self)
    let wake = try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation(isolation: isolation) {
        (continuation: SleeperQueue.Continuation) in
        enqueue(
          SleeperQueue.Sleeper(
            id: id, deadline: deadline, continuation: continuation, run: run,
            hangTimeout: run?.hangTimeout ?? TestRun.defaultHangTimeout,
            isOffExecutor: isOffExecutor, mayHopAway: mayHopAway))
      }
    } onCancel: {
      cancel(id: id)
    }
    switch wake {
    case .woken(let awake?, let resumeBehindActor):
      // Then the code after this sleep has reached its next suspension when the waker goes on.
      guard resumeBehindActor, let isolation else { return awake.resume() }
      Task { await Self.resume(awake, on: isolation) }
    case .woken(nil, _):
      break
    case .hung(let report):
      report?.deliver()
      throw CancellationError()
    }
  }

  private static func resume(
    _ awake: CheckedContinuation<Void, Never>, on actor: isolated any Actor
  ) {
    awake.resume()
  }

  private func enqueue(_ sleeper: SleeperQueue.Sleeper) {
    defer { sleeper.run?.noteSleepJoined() }
    var isFirstOffExecutor = false
    var line: UInt64 = 0
    let outcome = state.withLock { state in
      let outcome = state.join(sleeper)
      line = state.watchLine
      // Lock order: the clock's, then the run's, a leaf. Counted with the join, so an advance
      // that pops this sleeper finds it counted.
      guard case .sleeping = outcome else { return outcome }
      if sleeper.isOffExecutor {
        isFirstOffExecutor = sleeper.run?.noteOffExecutorSleep() == true
      } else if sleeper.mayHopAway {
        sleeper.run?.noteMainActorSleep()
      }
      return outcome
    }
    // The hang watch's lock is taken after the clock's is released: locks do not nest.
    if case .sleeping(_, let since?) = outcome {
      watchForHangs(since: since, timeout: sleeper.hangTimeout, line: line)
    }
    sleeper.run?.noteActivity()
    switch outcome {
    case .cancelled:
      sleeper.continuation.resume(throwing: CancellationError())
    case .due:
      sleeper.continuation.resume(returning: .woken(awake: nil))
    case .sleeping(let waiters, _):
      if isFirstOffExecutor, sleeper.run?.acknowledges(.offExecutorSleeps) != true,
        OffExecutorSleeps.noteTest(clockAt: location)
      {
        warnSleepOffExecutor(until: sleeper.deadline)
      }
      for waiter in waiters { waiter.continuation.resume(returning: true) }
    }
  }

  private func cancel(id: UInt64) {
    let sleeper = state.withLock { $0.cancel(id: id) }
    // The cancelled task goes on (and may end): a settle in progress looks again.
    sleeper?.run?.noteActivity()
    sleeper?.continuation.resume(throwing: CancellationError())
  }

  /// Warns, once per clock's line per run (see ``OffExecutorSleeps``), that a task sleeps where
  /// deterministic scheduling cannot run it.
  private func warnSleepOffExecutor(until deadline: VirtualInstant) {
    reportWarning(
      """
      A task of this test sleeps on a TestClock until \(deadline) off the test's executor (a \
      nonisolated 'Task { }', a task group's child in a main-actor task, or an actor with an \
      executor of its own), where deterministic scheduling cannot see when it has run: the \
      clock still wakes it in deadline order, and waits for it until nothing has run for \
      \(idleQuietPeriod). To make it exact, start the \
      work where the test can run it: from a '@MainActor' method, or with \
      'Task(executorPreference: PreferredExecutor.current) { … }', which app code can write \
      with 'import Dependence' (the test's executor in a deterministic test, nil elsewhere); \
      give an actor with an executor of its own 'PreferredExecutor.current' in tests. Said \
      once per run for this clock's \
      line: the run's end prints how many tests did the same. A suite whose off-executor work is \
      known says '.deterministicScheduling(acknowledging: .offExecutorSleeps)' and hears no more.
      """,
      at: location)
  }
}

extension Clock where Self == TestClock {
  /// A new ``TestClock`` that starts at zero.
  public static var test: TestClock { TestClock() }
}
