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
/// in the order they arrive, on a thread of its own, and knows when it has nothing left to run.
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
public final class TestExecutor: TaskExecutor, SerialExecutor, @unchecked Sendable {
  // `state` is only read or written with `condition` locked.
  private let condition = NSCondition()
  private var state = State()
  /// Jobs run so far, and other activity the test's clocks note: a settle repeats until it sees
  /// no change.
  private let activity = Atomic<UInt64>(0)

  private struct State {
    var jobs: [UnownedJob] = []
    var isRunningJobs = false
    var hasThread = false
    var thread: pthread_t?
    var isClosed = false
    var idleWaiters: [IdleWaiter] = []
  }

  /// A task waiting for the executor to be idle, until `deadline`.
  private struct IdleWaiter {
    let deadline: ContinuousClock.Instant
    let continuation: CheckedContinuation<Bool, Never>
  }

  init() {}

  /// The executor of the running test, in deterministic scheduling; `nil` otherwise.
  public static var current: TestExecutor? { TestRun.current?.executor }

  /// Queues `job`, to run after every job queued before it.
  public func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let startsThread = condition.withLock {
      state.jobs.append(job)
      condition.signal()
      guard !state.hasThread else { return false }
      state.hasThread = true
      return true
    }
    if startsThread { ExecutorThreads.shared.serve(self) }
  }

  /// This executor, as a serial executor.
  public func asUnownedSerialExecutor() -> UnownedSerialExecutor {
    UnownedSerialExecutor(ordinary: self)
  }

  /// Whether the calling code runs on this executor's thread.
  public func isIsolatingCurrentContext() -> Bool? { isCurrent }

  /// Whether the calling code runs on this executor's thread.
  var isCurrent: Bool {
    guard let thread = condition.withLock({ state.thread }) else { return false }
    return pthread_equal(pthread_self(), thread) != 0
  }

  /// Notes activity the executor cannot see itself, such as a task starting to sleep on a
  /// test clock, so that a settle in progress looks again.
  func noteActivity() {
    activity.add(1, ordering: .relaxed)
  }

  /// Stops taking part in the test: jobs that arrive later still run, in order, on a thread
  /// that ends once nothing is left. Returns how many jobs were queued and not yet started (the
  /// one running may be the test's own last step).
  func close() -> Int {
    condition.withLock {
      state.isClosed = true
      condition.signal()
      return state.jobs.count
    }
  }

  /// Runs jobs, on the thread ``ExecutorThreads`` gave this executor, until the executor is
  /// closed and has none left.
  func runJobs() {
    condition.withLock { state.thread = pthread_self() }
    while let jobs = nextJobs() {
      for job in jobs {
        job.runSynchronously(
          isolatedTo: asUnownedSerialExecutor(), taskExecutor: asUnownedTaskExecutor())
        activity.add(1, ordering: .relaxed)
      }
    }
  }

  /// The jobs queued now, waiting for some; `nil` once closed with none left. Resumes the
  /// tasks waiting for the executor to be idle whenever it is, and those whose deadline passed
  /// while it was not.
  private func nextJobs() -> [UnownedJob]? {
    condition.lock()
    defer { condition.unlock() }
    state.isRunningJobs = false
    while true {
      if !state.jobs.isEmpty {
        if !state.idleWaiters.isEmpty {
          let now = ContinuousClock.now
          let expired = state.idleWaiters.filter { $0.deadline <= now }
          state.idleWaiters.removeAll { $0.deadline <= now }
          for waiter in expired { waiter.continuation.resume(returning: false) }
        }
        let jobs = state.jobs
        state.jobs = []
        state.isRunningJobs = true
        return jobs
      }
      if !state.idleWaiters.isEmpty {
        let waiters = state.idleWaiters
        state.idleWaiters = []
        condition.unlock()
        for waiter in waiters { waiter.continuation.resume(returning: true) }
        condition.lock()
        continue
      }
      if state.isClosed {
        state.hasThread = false
        state.thread = nil
        return nil
      }
      condition.wait()
    }
  }

  /// Returns `true` once no job is queued or running here, or `false` once `deadline` has
  /// passed with jobs still arriving: work that never stops running (a loop that yields instead
  /// of sleeping) must not hold a test clock's advance forever. The executor's thread checks
  /// the deadline between jobs; a job that never returns (a blocking call) holds it.
  private func idle(until deadline: ContinuousClock.Instant) async -> Bool {
    await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
      let isIdle = condition.withLock {
        guard !state.jobs.isEmpty || state.isRunningJobs else { return true }
        state.idleWaiters.append(IdleWaiter(deadline: deadline, continuation: continuation))
        return false
      }
      if isIdle { continuation.resume(returning: true) }
    }
  }

  /// Runs everything that is ready until nothing is: waits until this executor is idle and the
  /// main actor has run every job queued on it, and repeats until a round sees no activity.
  ///
  /// It waits off this executor and off the main actor, so that both can run what they hold.
  /// - Parameter deadline: When to stop starting new rounds, in real time.
  /// - Returns: Whether everything settled: `false` when the executor kept running past
  ///   `deadline`.
  nonisolated(nonsending) func settle(within deadline: ContinuousClock.Instant) async -> Bool {
    await withTaskExecutorPreference(globalConcurrentExecutor) {
      await settleOffExecutor(within: deadline)
    }
  }

  @concurrent private func settleOffExecutor(within deadline: ContinuousClock.Instant) async -> Bool
  {
    var seen = activity.load(ordering: .relaxed)
    while true {
      guard await idle(until: deadline) else { return false }
      await Self.flushMainActor()
      guard await idle(until: deadline) else { return false }
      let now = activity.load(ordering: .relaxed)
      if now == seen { return true }
      if ContinuousClock.now >= deadline { return false }
      seen = now
    }
  }

  /// Returns once the main actor has run every job queued on it before this call: the caller
  /// queues behind them, and comes back.
  @concurrent private static func flushMainActor() async {
    await MainActor.run {}
  }
}
