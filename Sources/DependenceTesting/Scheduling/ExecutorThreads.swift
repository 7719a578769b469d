import Foundation

/// The threads that run test executors' jobs, kept between tests so that a test in
/// deterministic scheduling does not pay for starting and ending a thread.
///
/// An executor that has jobs and no thread asks for one; a thread serves one executor until
/// that executor is closed and has no job left, then waits for the next. A new thread starts
/// whenever more executors wait than threads do, so no executor waits for another test to end.
/// Threads beyond ``maximumIdle`` that find nothing to serve end.
final class ExecutorThreads: @unchecked Sendable {
  // `waiting` and `idle` are only read or written with `condition` locked.
  private let condition = NSCondition()
  /// Executors that asked for a thread and have none yet.
  private var waiting: [TestExecutor] = []
  /// Threads blocked waiting for an executor to serve.
  private var idle = 0

  /// How many threads may wait for work at once: enough for the tests that run in parallel.
  static let maximumIdle = 2 * ProcessInfo.processInfo.activeProcessorCount + 2

  /// The threads every test executor uses.
  static let shared = ExecutorThreads()

  /// Gives `executor` a thread: a waiting one, or a new one.
  func serve(_ executor: TestExecutor) {
    let startsThread = condition.withLock {
      waiting.append(executor)
      condition.signal()
      return waiting.count > idle
    }
    if startsThread {
      let thread = Thread { [self] in work() }
      thread.name = "dependence.TestExecutor"
      thread.start()
    }
  }

  /// A thread's life: serve executors as they come, end when too many threads wait.
  private func work() {
    while let executor = next() {
      executor.runJobs()
    }
  }

  private func next() -> TestExecutor? {
    condition.lock()
    defer { condition.unlock() }
    while waiting.isEmpty {
      guard idle < Self.maximumIdle else { return nil }
      idle += 1
      condition.wait()
      idle -= 1
    }
    return waiting.removeFirst()
  }
}
