import Foundation

/// The threads that run test executors' jobs: a few, shared by every test, as Swift's own
/// threads are shared by actors.
///
/// An executor with jobs waits in line for a thread; the thread runs the jobs it holds then, one
/// at a time, and puts it back in line if more came meanwhile, so that a test whose work never
/// stops cannot keep the others from running. A thread starts whenever more executors wait than
/// threads do, up to ``limit``; threads stay for the life of the process.
///
/// Past the limit, executors wait for a thread to come back. When none has for
/// ``stallTimeout`` — every thread blocked by a test (a semaphore, a synchronous wait) — one more
/// thread starts, so that the other tests go on, and the process is warned once.
final class ExecutorThreads: Sendable {
  private let state = LockedValue(State())
  /// How many threads may run executors at once before the line is watched for a stall.
  let limit: Int
  /// How long executors may wait with no thread coming back before one more thread starts.
  let stallTimeout: Duration
  private let warn: @Sendable (String) -> Void

  private struct State {
    /// Executors with jobs, in the order they asked for a thread.
    var waiting: [TestExecutor] = []
    var started = 0
    var idle = 0
    /// When a thread last took an executor from the line.
    var lastTaken = ContinuousClock.now
    /// Whether the hang watch looks at the line for a stall.
    var isWatched = false
    var hasWarned = false
  }

  /// Creates a pool of at most `limit` threads until executors wait for `stallTimeout` with no
  /// thread coming back; `warn` tells of the first such stall.
  init(
    limit: Int, stallTimeout: Duration,
    warn: @escaping @Sendable (String) -> Void = { reportWarning($0) }
  ) {
    self.limit = limit
    self.stallTimeout = stallTimeout
    self.warn = warn
  }

  /// Puts `executor`, which has jobs, in line for a thread.
  func schedule(_ executor: TestExecutor) {
    let (startsThread, watches) = state.withLock { state in
      state.waiting.append(executor)
      guard state.waiting.count > state.idle else { return (false, false) }
      if state.started < limit {
        state.started += 1
        return (true, false)
      }
      defer { state.isWatched = true }
      return (false, !state.isWatched)
    }
    state.wakeOne()
    if startsThread { startThread() }
    if watches {
      ProcessState.hangWatch.check(at: .now + stallTimeout) { [self] in checkForStall() }
    }
  }

  /// Starts one more thread when executors have waited for ``stallTimeout`` with no thread
  /// coming back; returns when to look again, or `nil` once no executor waits.
  private func checkForStall() -> ContinuousClock.Instant? {
    let (isStalled, next, warns) = state.withLock {
      state -> (Bool, ContinuousClock.Instant?, Bool) in
      guard state.waiting.count > state.idle else {
        state.isWatched = false
        return (false, nil, false)
      }
      let now = ContinuousClock.now
      let due = state.lastTaken.advanced(by: stallTimeout)
      guard now >= due else { return (false, due, false) }
      state.started += 1
      state.lastTaken = now
      defer { state.hasWarned = true }
      return (true, now.advanced(by: stallTimeout), !state.hasWarned)
    }
    guard isStalled else { return next }
    startThread()
    if warns {
      warn(
        """
        Tests in deterministic scheduling waited \(stallTimeout) for a thread to run their \
        executors: all \(limit) threads were kept by tests that block them (a semaphore, a lock \
        or a synchronous wait in async code) or run without ever suspending. One more thread was \
        started so that the other tests go on, and one more starts each time this happens \
        again. Await instead of blocking: a blocked thread also holds up the test's own clock.
        """)
    }
    return next
  }

  private func startThread() {
    let thread = Thread { [self] in
      #if os(Linux)
        // Foundation on Linux neither passes the name below to the kernel nor reliably names a
        // thread from inside it (through a handle its creator stores late): the thread does.
        try? "TestExecutor".write(
          toFile: "/proc/thread-self/comm", atomically: false, encoding: .utf8)
      #endif
      work()
    }
    thread.name = "TestExecutor"  // As debuggers and profilers show it: 15 characters at most.
    thread.start()
  }

  /// A thread's life: run the executors in line, waiting when there are none.
  private func work() {
    while true {
      var isIdle = false
      let executor = state.wait { state -> LockedValue<State>.Wait<TestExecutor> in
        guard !state.waiting.isEmpty else {
          if !isIdle { state.idle += 1 }
          isIdle = true
          return .wait
        }
        if isIdle { state.idle -= 1 }
        state.lastTaken = .now
        return .done(state.waiting.removeFirst())
      }
      executor.runJobs()
    }
  }
}
