import Dependence

/// A ``TestClock``'s time, sleepers and waiters, as a value with no concurrency: the clock keeps
/// it under its lock and resumes continuations only after releasing the lock.
struct ClockState {
  private(set) var now: VirtualInstant
  private(set) var queue = SleeperQueue()
  private var lastID: UInt64 = 0
  /// Sleeps that have started but not yet joined the queue.
  private var registering: Set<UInt64> = []
  /// Sleeps cancelled before they joined the queue.
  private var cancelledEarly: Set<UInt64> = []
  private var waiters: [UInt64: Waiter] = [:]
  /// When, in real time, something last happened on the clock.
  private(set) var lastProgress = ContinuousClock.now
  private var isWatching = false
  /// The hang watch's current line of checks: a check of an older line stops, so that a clock
  /// has one line at most.
  private(set) var watchLine: UInt64 = 0
  /// A hang about to be reported, by the progress it saw none since, and whether the probes
  /// that confirm it (see ``HangCheck/confirm(since:fallback:)``) came back.
  private var hangConfirmation: (progress: ContinuousClock.Instant, isDone: Bool)?
  /// The latest advance, for messages about hangs.
  private(set) var lastAdvance: Advance?

  init(now: VirtualInstant) {
    self.now = now
  }

  /// A test waiting for a number of sleepers.
  struct Waiter {
    let id: UInt64
    let count: Int
    let continuation: CheckedContinuation<Bool, Never>
  }

  /// An advance the test made: where, from and to which instant, and whether it woke anything.
  struct Advance {
    let location: SourceLocation
    let from: VirtualInstant
    let target: VirtualInstant
    let wokeNothing: Bool
    /// The id the next sleep gets: sleeps with this id or a later one started after the advance.
    let nextSleepID: UInt64
  }

  /// What became of a sleeper that joined the clock.
  enum Joined {
    /// It was cancelled before it joined.
    case cancelled
    /// Its deadline is not after the clock's time.
    case due
    /// It sleeps: `satisfied` waiters go on; a new hang watch, on a new ``watchLine``, starts
    /// from `watchSince`.
    case sleeping(satisfied: [Waiter], watchSince: ContinuousClock.Instant?)
  }

  /// What the hang watch found when it looked at the clock.
  enum HangCheck {
    /// No sleeper of a running test is left: the watch stops until a sleeper joins.
    case stop
    /// Look again then.
    case check(at: ContinuousClock.Instant)
    /// No progress since `since` for the timeout: before it is a hang, probes queue behind the
    /// work the main actor and the global executor hold, which may be the test's next step
    /// waiting its turn behind thousands of parallel cases. Look again once they came back
    /// (``confirmHang(since:)``), or at `fallback`, when the probes themselves may be stuck.
    case confirm(since: ContinuousClock.Instant, fallback: ContinuousClock.Instant)
    /// These sleepers, taken off the clock, saw no progress for `timeout`, not counting the
    /// time `starved`; the hang is reported `late` after it was due, mostly the confirmation's.
    /// When the counted time fell short of `timeout` and the clock was confirmed because it was
    /// ``overdueTimeouts`` timeouts without progress, `overdue` is that whole time.
    case hung(
      [SleeperQueue.Sleeper], timeout: Duration, now: VirtualInstant, lastAdvance: Advance?,
      starved: Duration, late: Duration, overdue: Duration?)
  }

  /// Looks for a hang at `time` among the sleepers of running tests, which leave if one hung.
  /// - Parameters:
  ///   - line: The ``watchLine`` the check belongs to; an older line stops.
  ///   - settled: Now, while the test of a sleeper settles its work, or when it last did, if it
  ///     did: a test that is settling, however slowly a loaded process lets it, is moving.
  ///   - starved: How long, between two instants, the process kept work waiting for a thread:
  ///     that time is not the test's and does not count.
  mutating func checkForHang(
    at time: ContinuousClock.Instant, line: UInt64, isRunning: (SleeperQueue.Sleeper) -> Bool,
    settled: (SleeperQueue.Sleeper) -> ContinuousClock.Instant? = { _ in nil },
    starved: (ContinuousClock.Instant, ContinuousClock.Instant) -> Duration
  ) -> HangCheck {
    guard line == watchLine else { return .stop }
    let watched = queue.all.filter(isRunning)
    guard let timeout = watched.map(\.hangTimeout).min() else {
      isWatching = false
      return .stop
    }
    if let settling = watched.compactMap(settled).max(), settling > lastProgress {
      lastProgress = settling
    }
    guard time >= lastProgress.advanced(by: timeout) else {
      return .check(at: lastProgress.advanced(by: timeout))
    }
    let notCounted = starved(lastProgress, time)
    let waited = lastProgress.duration(to: time) - notCounted
    // However starved the process, a clock this long without progress is confirmed: its probes
    // must then come back (a starved process is busy, not blocked), so a real hang in a process
    // that stays loaded still fails.
    let overdue = lastProgress.advanced(by: timeout * Self.overdueTimeouts)
    guard waited >= timeout || time >= overdue else {
      return .check(at: min(time.advanced(by: timeout - waited), overdue))
    }
    // A confirmation whose probes never come back (a blocked main thread, where the process
    // uses no CPU and the starvation meter counts the time again) ends after a second timeout.
    switch hangConfirmation {
    case (lastProgress, let isDone)? where isDone || waited >= timeout * 2:
      break
    case (lastProgress, _)?:
      return .check(at: time.advanced(by: timeout * 2 - waited))
    default:
      hangConfirmation = (lastProgress, false)
      return .confirm(since: lastProgress, fallback: time.advanced(by: timeout))
    }
    hangConfirmation = nil
    isWatching = false
    let ids = Set(watched.map(\.id))
    let hung = queue.removeAll { ids.contains($0.id) }
    return .hung(
      hung, timeout: timeout, now: now, lastAdvance: lastAdvance, starved: notCounted,
      late: max(.zero, waited - timeout),
      overdue: waited < timeout ? lastProgress.duration(to: time) : nil)
  }

  /// How many timeouts since its last progress a clock is confirmed, however much of that time
  /// the process kept work waiting for a thread.
  static let overdueTimeouts = 3

  /// Notes that the probes of a hang confirmation came back: if nothing moved since `since`,
  /// the next check reports the hang, and this returns the line of checks to look now with,
  /// which replaces the one waiting for the confirmation's fallback.
  mutating func confirmHang(since progress: ContinuousClock.Instant) -> UInt64? {
    guard hangConfirmation?.progress == progress, lastProgress == progress else { return nil }
    hangConfirmation?.isDone = true
    watchLine += 1
    return watchLine
  }

  /// A new id, for a sleep or a waiter.
  mutating func nextID() -> UInt64 {
    lastID += 1
    return lastID
  }

  /// Notes that a sleep started: returns its id, which ``join(_:)`` or ``cancel(id:)`` ends.
  mutating func startSleep() -> UInt64 {
    let id = nextID()
    registering.insert(id)
    return id
  }

  /// Adds `sleeper` unless it was cancelled meanwhile or is already due.
  mutating func join(_ sleeper: SleeperQueue.Sleeper) -> Joined {
    registering.remove(sleeper.id)
    if cancelledEarly.remove(sleeper.id) != nil { return .cancelled }
    if sleeper.deadline <= now { return .due }
    queue.insert(sleeper)
    lastProgress = .now
    defer { isWatching = true }
    if !isWatching { watchLine += 1 }
    return .sleeping(satisfied: takeSatisfiedWaiters(), watchSince: isWatching ? nil : lastProgress)
  }

  /// Takes the sleeper off the clock, or marks it cancelled if it has not joined yet.
  mutating func cancel(id: UInt64) -> SleeperQueue.Sleeper? {
    if let sleeper = queue.remove(id: id) {
      lastProgress = .now
      return sleeper
    }
    if registering.contains(id) { cancelledEarly.insert(id) }
    return nil
  }

  /// Pops the earliest sleeper due by `limit` and moves the time to its deadline.
  mutating func popSleeper(notAfter limit: VirtualInstant?) -> SleeperQueue.Sleeper? {
    guard let sleeper = queue.popFirst(notAfter: limit) else { return nil }
    now = Swift.max(now, sleeper.deadline)
    lastProgress = .now
    return sleeper
  }

  /// Moves the time to `target` if later, and records the advance, which started at `from` and
  /// woke `wakeUps` sleepers, for hang messages.
  mutating func finishAdvance(
    from: VirtualInstant, to target: VirtualInstant, wakeUps: Int, at location: SourceLocation
  ) {
    now = Swift.max(now, target)
    lastAdvance = Advance(
      location: location, from: from, target: now, wokeNothing: wakeUps == 0,
      nextSleepID: lastID + 1)
  }

  /// The sleepers of `run` that the last advance would have woken had they started before it:
  /// it woke nothing, they started after it, and their sleep is no longer than its span.
  func sleepersTheLastAdvancePassed(of run: TestRun) -> [SleeperQueue.Sleeper] {
    guard let advance = lastAdvance, advance.wokeNothing, advance.target > advance.from,
      now == advance.target
    else { return [] }
    let span = advance.from.duration(to: advance.target)
    return queue.all.filter { sleeper in
      sleeper.run === run && sleeper.id >= advance.nextSleepID
        && advance.target.duration(to: sleeper.deadline) <= span
    }
  }

  /// The earliest deadline of a sleeper, if any sleeps.
  mutating func nextDeadline() -> VirtualInstant? {
    queue.nextDeadline()
  }

  mutating func noteProgress() {
    lastProgress = .now
  }

  /// Registers a waiter for `count` sleepers; returns `false` when that many already sleep.
  mutating func wait(
    id: UInt64, forCount count: Int, continuation: CheckedContinuation<Bool, Never>
  ) -> Bool {
    guard queue.count < count else { return false }
    waiters[id] = Waiter(id: id, count: count, continuation: continuation)
    return true
  }

  /// Stops the wait registered as `id`, if it has not ended.
  mutating func stopWaiting(id: UInt64) -> Waiter? {
    waiters.removeValue(forKey: id)
  }

  /// Removes and returns the waiters whose count of sleepers has been reached.
  private mutating func takeSatisfiedWaiters() -> [Waiter] {
    guard !waiters.isEmpty else { return [] }
    let satisfied = waiters.values.filter { $0.count <= queue.count }
    for waiter in satisfied { waiters[waiter.id] = nil }
    return satisfied
  }
}
