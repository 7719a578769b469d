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
/// in the order they arrive, and knows when it has nothing left to run.
///
/// A test in deterministic scheduling runs with this executor as its task executor preference,
/// so its body, its `async let` and task-group children, and the nonisolated functions and
/// default actors they call all run here. ``TestClock`` drains it before and after each wake-up.
///
/// Start an unstructured task on it when the test must wait for that task's work:
///
/// ```swift
/// let ticker = Task(executorPreference: TestExecutor.current) {
///   try await clock.sleep(for: .seconds(1))
/// }
/// ```
///
/// An actor that has an executor of its own can run on the test's when it is made in a test:
///
/// ```swift
/// actor Store {
///   private let executor: any SerialExecutor = TestExecutor.current ?? StoreExecutor()
///   nonisolated var unownedExecutor: UnownedSerialExecutor {
///     executor.asUnownedSerialExecutor()
///   }
/// }
/// ```
///
/// Work still queued here when the test ends runs on afterwards, off the test's clock, and the
/// test is told about it once.
///
/// The executor has no thread of its own: as an actor borrows one of Swift's threads, it borrows
/// one of Dispatch's whenever it has jobs.
public final class TestExecutor: TaskExecutor, SerialExecutor, Sendable {
  private let state = LockedValue(State())
  /// Where the executor borrows a thread whenever it has jobs: a serial queue of its own, which
  /// Dispatch serves from the threads it shares between queues, the same threads Swift's global
  /// executor uses on Linux. So a hop between the test's executor and the global executor often
  /// stays on one thread: a private pool of threads, woken at every hop, made the clock suites of
  /// `Scripts/suite-benchmarks.sh` 1.4 to 2 times slower. A test that blocks the thread (a
  /// semaphore in async code) makes Dispatch start another for the other queues, up to its own
  /// limit (255 threads on Linux); Dispatch lets idle threads exit.
  private let queue = DispatchQueue(label: "dependence.TestExecutor")
  /// Jobs run so far, and other activity the test's clocks note: a settle repeats until it sees
  /// no change.
  private let activity = Atomic<UInt64>(0)

  private struct State {
    var jobs: [UnownedJob] = []
    /// Whether the executor waits in line for a thread, or runs on one.
    var isScheduled = false
    /// The thread running the executor's jobs, while one does.
    var thread: pthread_t?
    var idleWaiters: [IdleWaiter] = []
  }

  /// A task waiting for the executor to be idle, until `deadline`.
  private struct IdleWaiter {
    let deadline: ContinuousClock.Instant
    let continuation: CheckedContinuation<Bool, Never>
  }

  /// Creates an executor with no jobs.
  init() {}

  /// The executor of the running test, in deterministic scheduling; `nil` otherwise.
  public static var current: TestExecutor? { TestRun.current?.executor }

  /// Queues `job`, to run after every job queued before it.
  public func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let schedules = state.withLock { state in
      state.jobs.append(job)
      guard !state.isScheduled else { return false }
      state.isScheduled = true
      return true
    }
    if schedules { queue.async { self.runJobs() } }
  }

  /// This executor, as a serial executor.
  public func asUnownedSerialExecutor() -> UnownedSerialExecutor {
    UnownedSerialExecutor(ordinary: self)
  }

  /// Whether the calling code runs on this executor.
  public func isIsolatingCurrentContext() -> Bool? { isCurrent }

  /// Whether the calling code runs on this executor: on the thread running its jobs now.
  var isCurrent: Bool {
    guard let thread = state.withLock({ $0.thread }) else { return false }
    return pthread_equal(pthread_self(), thread) != 0
  }

  /// Notes activity the executor cannot see itself, such as a task starting to sleep on a
  /// test clock, so that a settle in progress looks again.
  func noteActivity() {
    activity.add(1, ordering: .relaxed)
  }

  /// How many jobs are queued and not yet started (the one running may be the test's own last
  /// step).
  var queuedJobCount: Int {
    state.withLock { $0.jobs.count }
  }

  /// Runs the jobs queued now, on a thread ``queue`` lent: then queues itself again if more came
  /// (answering the idle waiters whose deadline passed), or resumes the tasks waiting for it to
  /// be idle.
  private func runJobs() {
    let jobs = state.withLock { state in
      state.thread = pthread_self()
      defer { state.jobs = [] }
      return state.jobs
    }
    for job in jobs {
      job.runSynchronously(
        isolatedTo: asUnownedSerialExecutor(), taskExecutor: asUnownedTaskExecutor())
      activity.add(1, ordering: .relaxed)
    }
    let (reschedules, resumed) = state.withLock { state -> (Bool, [(IdleWaiter, Bool)]) in
      state.thread = nil
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
    if reschedules { queue.async { self.runJobs() } }
  }

  /// Returns `true` once no job is queued or running here, or `false` once `deadline` has
  /// passed with jobs still arriving: work that never stops running (a loop that yields instead
  /// of sleeping) must not hold a test clock's advance forever. The deadline is checked each
  /// time the executor has run the jobs it held; a job that never returns (a blocking call)
  /// holds it.
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

  /// Runs everything that is ready until nothing is: waits until this executor is idle and the
  /// main actor has run every job queued on it, and repeats until no activity was seen for
  /// `quietPeriod` of real time and for ten rounds, or for one round when `quietPeriod` is zero.
  ///
  /// It waits off this executor and off the main actor, so that both can run what they hold. A
  /// round notices jobs of this executor and the activity the test's clocks note; it cannot see
  /// work of a task that runs on neither the executor nor the main actor — a main-actor task's
  /// nonisolated step, which runs on the global executor (an `AsyncStream` consumer takes one
  /// such step per element) — so a quiet period gives that work time to come back.
  /// - Parameters:
  ///   - deadline: When to stop starting new rounds, in real time.
  ///   - quietPeriod: How long rounds must see no activity; zero for one quiet round.
  ///   - isSettled: Whether the work the quiet period waits for is known to have suspended:
  ///     then one quiet round is enough.
  ///   - isBusy: Whether work the rounds cannot see is known to be under way (a sleep that has
  ///     started and not yet joined its clock): a round that sees it is not quiet.
  /// - Returns: Whether everything settled: `false` when the executor kept running past
  ///   `deadline`.
  nonisolated(nonsending) func settle(
    within deadline: ContinuousClock.Instant, quietPeriod: Duration = .zero,
    isSettled: @Sendable () -> Bool = { false }, isBusy: @Sendable () -> Bool = { false }
  ) async -> Bool {
    await withTaskExecutorPreference(globalConcurrentExecutor) {
      await settleOffExecutor(
        within: deadline, quietPeriod: quietPeriod, isSettled: isSettled, isBusy: isBusy)
    }
  }

  // `@concurrent` as well as the global executor's preference: the preference alone leaves a
  // caller on the main actor there, and `@concurrent` alone would inherit the test's executor,
  // which could then never be idle while this waits on it.
  @concurrent private func settleOffExecutor(
    within deadline: ContinuousClock.Instant, quietPeriod: Duration,
    isSettled: @Sendable () -> Bool, isBusy: @Sendable () -> Bool
  ) async -> Bool {
    var seen = activity.load(ordering: .relaxed)
    var quietSince = ContinuousClock.now
    var quietRounds = 0
    while true {
      guard await idle(until: deadline) else { return false }
      await Self.flushMainActor()
      guard await idle(until: deadline) else { return false }
      let now = activity.load(ordering: .relaxed)
      let time = ContinuousClock.now
      if now != seen || isBusy() {
        quietSince = time
        quietRounds = 0
      } else if quietPeriod == .zero || isSettled() {
        return true
      } else if quietRounds >= Self.quietRounds, quietSince.duration(to: time) >= quietPeriod {
        return true
      } else {
        quietRounds += 1
        // Leave the cores to the work the quiet period waits for, rather than racing it.
        try? await Task.sleep(for: Self.quietPause, clock: .continuous)
      }
      if time >= deadline { return false }
      seen = now
    }
  }

  /// How long a quiet round pauses before the next, while a quiet period lasts.
  private static let quietPause = Duration.microseconds(100)

  /// How many quiet rounds a quiet period lasts at least. Each round queues behind the jobs
  /// already queued on the global executor and on the main actor, so that a busy process, where
  /// a round takes longer, gets as many chances as an idle one.
  private static let quietRounds = 10

  /// Returns once the main actor has run every job queued on it before this call: the caller
  /// queues behind them, and comes back.
  @concurrent private static func flushMainActor() async {
    await MainActor.run {}
  }
}
