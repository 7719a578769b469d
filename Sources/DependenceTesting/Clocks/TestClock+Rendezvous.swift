import Dependence

extension TestClock {
  /// Waits until at least `count` tasks sleep on the clock.
  ///
  /// Call it after starting the code under test and before advancing, so the test advances only
  /// once that code is asleep. It returns the moment the count is reached (the clock resumes it
  /// when a sleeper arrives; nothing polls). If the count is not reached within `timeout` of
  /// real time, it reports an issue at the caller, naming how many tasks do sleep, and returns.
  ///
  /// ```swift
  /// model.searchTextChanged("swift")
  /// try await clock.waitForSleepers(count: 1)
  /// await clock.advance(by: .milliseconds(300))
  /// ```
  ///
  /// - Throws: `CancellationError` when the waiting task is cancelled before the count is
  ///   reached, so that a cancelled wait is never mistaken for a satisfied one.
  /// - Parameters:
  ///   - count: The number of sleeping tasks to wait for.
  ///   - timeout: How long, in real time, to wait before reporting.
  ///   - fileID: The file to blame. Defaults to the caller's.
  ///   - filePath: The full path of that file. Defaults to the caller's.
  ///   - line: The line to blame. Defaults to the caller's.
  ///   - column: The column to blame. Defaults to the caller's.
  public nonisolated(nonsending) func waitForSleepers(
    count: Int = 1,
    timeout: Duration = .seconds(10),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async throws {
    let id = state.withLock { $0.nextID() }
    let reached = await withTaskGroup(of: Void.self) { group in
      group.addTask {
        try? await Task.sleep(for: timeout, clock: .continuous)
        self.stopWaiting(id: id)
      }
      let reached = await withTaskCancellationHandler {
        await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
          let isReached = state.withLock { state in
            guard state.queue.count < count else { return true }
            state.waiters[id] = Waiter(id: id, count: count, continuation: continuation)
            return false
          }
          if isReached { continuation.resume(returning: true) }
        }
      } onCancel: {
        self.stopWaiting(id: id)
      }
      group.cancelAll()
      return reached
    }
    guard !reached else { return }
    if Task.isCancelled { throw CancellationError() }
    let (sleeping, now) = state.withLock { ($0.queue.count, $0.now) }
    reportIssue(
      """
      TestClock.waitForSleepers(count: \(count)) timed out after \(timeout): \(sleeping) \
      task(s) sleep on the clock (now \(now)). Check that the code under test sleeps on this \
      clock (override its clock dependency with it) and that it reaches its sleep.
      """,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  private func stopWaiting(id: UInt64) {
    let waiter = state.withLock { $0.waiters.removeValue(forKey: id) }
    waiter?.continuation.resume(returning: false)
  }
}
