import Foundation

/// The threads that run test executors' jobs: a few, shared by every test, as Swift's own
/// threads are shared by actors.
///
/// An executor with jobs waits in line for a thread; the thread runs the jobs it holds then, one
/// at a time, and puts it back in line if more came meanwhile, so that a test whose work never
/// stops cannot keep the others from running. A thread starts whenever more executors wait than
/// threads do, up to ``count``; threads stay for the life of the process.
final class ExecutorThreads: Sendable {
  private let state = LockedValue(State())

  private struct State {
    /// Executors with jobs, in the order they asked for a thread.
    var waiting: [TestExecutor] = []
    var started = 0
    var idle = 0
  }

  /// How many threads may run executors at once: more than the cores, so that a test that
  /// blocks its thread (a semaphore) leaves others to the rest of the tests.
  static let count = max(8, 2 * ProcessInfo.processInfo.activeProcessorCount)

  /// The threads every test executor uses.
  static let shared = ExecutorThreads()

  /// Puts `executor`, which has jobs, in line for a thread.
  func schedule(_ executor: TestExecutor) {
    let startsThread = state.withLock { state in
      state.waiting.append(executor)
      guard state.waiting.count > state.idle, state.started < Self.count else { return false }
      state.started += 1
      return true
    }
    state.wakeOne()
    if startsThread {
      let thread = Thread { [self] in work() }
      thread.name = "dependence.TestExecutor"
      thread.start()
    }
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
        return .done(state.waiting.removeFirst())
      }
      executor.runJobs()
    }
  }
}
