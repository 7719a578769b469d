import Foundation
import Synchronization

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The executor of one test in deterministic scheduling: it runs the test's jobs one at a time,
/// in the order they arrive.
///
/// Start an unstructured task on it when the test must wait for that task's work:
///
/// ```swift
/// let ticker = Task(executorPreference: TestExecutor.current) {
///   try await clock.sleep(for: .seconds(1))
/// }
/// ```
public final class TestExecutor: TaskExecutor, SerialExecutor, Sendable {
  private let state = LockedValue(State())
  private let threads: ExecutorThreads
  /// The serial executor actors given this one run on: see ``asUnownedSerialExecutor()``.
  private let isolation = Isolation()
  /// Jobs run and other activity clocks note: a settle repeats until it sees no change.
  private let activity = Atomic<UInt64>(0)

  private struct State {
    /// Jobs in order of arrival, each with whether an actor's isolation queued it.
    var jobs: [(job: UnownedJob, isIsolated: Bool)] = []
    /// Whether the executor waits in line for a thread, or runs on one.
    var isScheduled = false
    /// The thread running the executor's jobs, while one does.
    var thread: pthread_t?
    var idleWaiters: [IdleWaiter] = []
    /// Since when the job running now has run.
    var runningSince: ContinuousClock.Instant?
    /// Whether the hang watch looks at the running job for a block.
    var isBlockWatched = false
    /// Whether a job blocked the executor: its other tasks' jobs then run elsewhere.
    var isEscaped = false
    /// The message of a block the hang watch found, until the test's task records it.
    var blockReport: String?
  }

  /// A task waiting for the executor to be idle, until `deadline`.
  private struct IdleWaiter {
    let deadline: ContinuousClock.Instant
    let continuation: CheckedContinuation<Bool, Never>
  }

  /// How long one job may run while other jobs wait behind it before the test fails.
  private let blockTimeout: @Sendable () -> Duration

  /// Creates an executor whose jobs run on `threads`; a job that runs for `blockTimeout` while
  /// others wait behind it fails the test (see ``recordBlock()``).
  init(
    threads: ExecutorThreads = ProcessState.executorThreads,
    blockTimeout: @escaping @Sendable () -> Duration = { TestRun.defaultHangTimeout }
  ) {
    self.threads = threads
    self.blockTimeout = blockTimeout
    isolation.executor = self
  }

  /// The executor of the running test, in deterministic scheduling; `nil` otherwise.
  public static var current: TestExecutor? { TestRun.current?.executor }

  /// Queues `job`, to run after every job queued before it.
  public func enqueue(_ job: consuming ExecutorJob) {
    enqueue(UnownedJob(job), isIsolated: false)
  }

  private func enqueue(_ job: UnownedJob, isIsolated: Bool) {
    let schedules = state.withLock { state -> Bool? in
      if state.isEscaped, !isIsolated { return nil }
      state.jobs.append((job, isIsolated))
      guard !state.isScheduled else { return false }
      state.isScheduled = true
      return true
    }
    switch schedules {
    case true?: threads.schedule(self)
    case false?: break
    case nil: runElsewhere([job])
    }
  }

  /// This executor, as a serial executor: what an actor's `unownedExecutor` returns to run on it.
  /// The actor keeps the executor for as long as it runs on it, as with any serial executor.
  public func asUnownedSerialExecutor() -> UnownedSerialExecutor {
    UnownedSerialExecutor(ordinary: isolation)
  }

  /// The serial side of a test executor, a separate object so that jobs know which side queued
  /// them: an actor's run isolated to it; a task's run as nonisolated code on the task executor,
  /// so its calls to nonisolated functions go on without a trip back through the queue.
  private final class Isolation: SerialExecutor {
    // Set once, in the executor's `init`, before any actor can reach this object. Weak: the
    // executor owns this object, and outlives every job queued here, since the actor holds it.
    nonisolated(unsafe) weak var executor: TestExecutor?

    func enqueue(_ job: consuming ExecutorJob) {
      executor?.enqueue(UnownedJob(job), isIsolated: true)
    }

    func isIsolatingCurrentContext() -> Bool? { executor?.isCurrent ?? false }
  }

  /// Whether the calling code runs on this executor.
  public func isIsolatingCurrentContext() -> Bool? { isCurrent }

  /// Whether the calling code runs on this executor: on the thread running its jobs now.
  var isCurrent: Bool {
    guard let thread = state.withLock({ $0.thread }) else { return false }
    return pthread_equal(pthread_self(), thread) != 0
  }

  /// Whether the current task prefers this executor: `Task(executorPreference:)` with it, or
  /// inside `withTaskExecutorPreference(_:)` with it.
  var isPreferredByCurrentTask: Bool {
    withUnsafeCurrentTask { $0?.unownedTaskExecutor == asUnownedTaskExecutor() }
  }

  /// Notes activity the executor cannot see, such as a sleep starting, so a settle looks again.
  func noteActivity() {
    activity.add(1, ordering: .relaxed)
  }

  /// How many jobs are queued and not yet started.
  var queuedJobCount: Int {
    state.withLock { $0.jobs.count }
  }

  /// Runs the jobs queued now, on a thread ``ExecutorThreads`` lent; then queues itself again if
  /// more came, or resumes idle waiters.
  ///
  /// The jobs stay in the queue until each starts, so that a job that blocks the executor cannot
  /// hide the ones behind it from ``checkForBlock()``.
  func runJobs() {
    let count = state.withLock { state in
      state.thread = pthread_self()
      return state.jobs.count
    }
    for _ in 0..<count {
      let next = state.withLock { state -> (job: UnownedJob, isIsolated: Bool, watch: Bool)? in
        guard !state.jobs.isEmpty else { return nil }
        let (job, isIsolated) = state.jobs.removeFirst()
        state.runningSince = .now
        defer { state.isBlockWatched = true }
        return (job, isIsolated, !state.isBlockWatched)
      }
      guard let next else { break }
      if next.watch {
        // A second at most: a test's hang timeout may be set after its first job started.
        let first = min(blockTimeout(), .seconds(1))
        ProcessState.hangWatch.check(at: .now + first) { [weak self] in
          self?.checkForBlock()
        }
      }
      if next.isIsolated {
        next.job.runSynchronously(
          isolatedTo: asUnownedSerialExecutor(), taskExecutor: asUnownedTaskExecutor())
      } else {
        next.job.runSynchronously(on: asUnownedTaskExecutor())
      }
      activity.add(1, ordering: .relaxed)
    }
    let (reschedules, resumed) = state.withLock { state -> (Bool, [(IdleWaiter, Bool)]) in
      state.thread = nil
      state.runningSince = nil
      if state.jobs.isEmpty {
        state.isScheduled = false
        defer { state.idleWaiters = [] }
        return (false, state.idleWaiters.map { ($0, true) })
      }
      let now = ContinuousClock.now
      let expired = state.idleWaiters.filter { $0.deadline <= now }
      state.idleWaiters.removeAll { $0.deadline <= now }
      return (true, expired.map { ($0, false) })
    }
    for (waiter, isIdle) in resumed { waiter.continuation.resume(returning: isIdle) }
    if reschedules { threads.schedule(self) }
  }

  /// Returns `true` once no job is queued or running, or `false` once `deadline` passed with
  /// jobs still arriving, checked each time the held jobs have run.
  private func idle(until deadline: ContinuousClock.Instant) async -> Bool {
    await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
      let isIdle = state.withLock { state in
        guard state.isScheduled else { return true }
        state.idleWaiters.append(IdleWaiter(deadline: deadline, continuation: continuation))
        return false
      }
      if isIdle { continuation.resume(returning: true) }
    }
  }

  /// Runs everything ready until nothing is: waits until this executor and the main actor are
  /// idle, and repeats until a round sees no activity (for `quietPeriod` and ten rounds, if set,
  /// for work no round can see, such as a main-actor task's step on the global executor).
  /// - Parameters:
  ///   - timeout: How long rounds may see activity, with no quiet round, before this gives up,
  ///     once ten rounds in a row saw it: a quiet round starts the time again.
  ///   - quietPeriod: How long rounds must see no activity; zero for one quiet round.
  ///   - isSettled: Whether the awaited work is known to have suspended: one quiet round is enough.
  ///   - isBusy: Whether unseen work is known to be under way: a round that sees it is not quiet.
  /// - Returns: `false` when the executor kept running for `timeout`.
  nonisolated(nonsending) func settle(
    timeout: Duration, quietPeriod: Duration = .zero,
    isSettled: @Sendable () -> Bool = { false }, isBusy: @Sendable () -> Bool = { false }
  ) async -> Bool {
    await withTaskExecutorPreference(globalConcurrentExecutor) {
      await settleOffExecutor(
        timeout: timeout, quietPeriod: quietPeriod, isSettled: isSettled, isBusy: isBusy)
    }
  }

  // `@concurrent` as well as the global executor's preference: the preference alone leaves a
  // main-actor caller there; `@concurrent` alone inherits the test's executor, never idle then.
  @concurrent private func settleOffExecutor(
    timeout: Duration, quietPeriod: Duration,
    isSettled: @Sendable () -> Bool, isBusy: @Sendable () -> Bool
  ) async -> Bool {
    var seen = activity.load(ordering: .relaxed)
    var quietSince = ContinuousClock.now
    var (quietRounds, lastQuiet, busyRounds) = (0, quietSince, 0)
    while true {
      // A round waits for a job stream that never stops for `timeout` of its own: a round that
      // starts late, behind thousands of other tests' main-actor jobs, gets its full timeout.
      let deadline = lastQuiet.advanced(by: timeout)
      let roundDeadline = max(deadline, ContinuousClock.now.advanced(by: timeout))
      guard await idle(until: roundDeadline) else { return false }
      await Self.flushMainActor()
      guard await idle(until: roundDeadline) else { return false }
      let now = activity.load(ordering: .relaxed)
      let time = ContinuousClock.now
      if now != seen || isBusy() {
        // Work that never stops shows in round after round; a few slow rounds, each seeing the
        // one step a loaded process let run, are not that.
        busyRounds += 1
        if time >= deadline, busyRounds >= Self.minimumRounds { return false }
        quietSince = time
        quietRounds = 0
      } else if quietPeriod == .zero || isSettled() {
        return true
      } else if quietRounds >= Self.minimumRounds, quietSince.duration(to: time) >= quietPeriod {
        return true
      } else {
        lastQuiet = time
        quietRounds += 1
        busyRounds = 0
        // Leave the cores to the work the quiet period waits for, rather than racing it.
        try? await Task.sleep(for: Self.quietPause, clock: .continuous)
      }
      seen = now
    }
  }

  /// How long a quiet round pauses before the next, while a quiet period lasts.
  private static let quietPause = Duration.microseconds(100)

  /// The fewest rounds in a quiet period, and the fewest busy rounds in a row before a settle
  /// gives up: each queues behind the global executor's and the main actor's jobs, so a busy
  /// process gets as many chances as an idle one.
  private static let minimumRounds = 10

  /// Returns once the main actor has run every job queued on it before this call.
  @concurrent private static func flushMainActor() async { await MainActor.run {} }
}

// A job that blocks the executor, such as a semaphore's wait for an `async let` child queued
// behind it, would hang the test silently: the hang watch finds it, says so on standard error,
// and lets the waiting work run elsewhere; the test's own task records the failure once the
// wait has returned and the test body ends.
extension TestExecutor {
  /// Looks at the running job: when it has run for the block timeout with other jobs of tasks
  /// waiting behind it, fails the test and runs those jobs elsewhere. Returns when to look
  /// again, or `nil` while no job runs.
  func checkForBlock() -> ContinuousClock.Instant? {
    let timeout = blockTimeout()
    let now = ContinuousClock.now
    let found = state.withLock {
      state -> (next: ContinuousClock.Instant?, jobs: [UnownedJob]) in
      guard let since = state.runningSince else {
        state.isBlockWatched = false
        return (nil, [])
      }
      let due = since.advanced(by: timeout)
      guard now >= due else { return (due, []) }
      let waiting = state.jobs.filter { !$0.isIsolated }.map(\.job)
      guard !waiting.isEmpty, !state.isEscaped else { return (now.advanced(by: timeout), []) }
      state.isEscaped = true
      state.jobs.removeAll { !$0.isIsolated }
      return (now.advanced(by: timeout), waiting)
    }
    guard !found.jobs.isEmpty else { return found.next }
    let message = Self.blockMessage(timeout: timeout)
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    deliverBlockReport(message)
    runElsewhere(found.jobs)
    return found.next
  }

  /// Runs jobs of tasks, which prefer this executor, on other threads.
  func runElsewhere(_ jobs: [UnownedJob]) {
    let executor = asUnownedTaskExecutor()
    for job in jobs {
      DispatchQueue.global().async { job.runSynchronously(on: executor) }
    }
  }

  /// Records, from the test's own task, the block the hang watch found, if any: the test fails.
  func recordBlock() {
    let report = state.withLock { state -> String? in
      defer { state.blockReport = nil }
      return state.blockReport
    }
    if let report { reportIssue(report) }
  }

  /// Keeps `report` for ``recordBlock()``; the first report wins.
  private func deliverBlockReport(_ report: String) {
    state.withLock { state in
      if state.blockReport == nil { state.blockReport = report }
    }
  }
}
