import Dependence

extension TestClock {
  /// Waits until at least `count` tasks sleep on the clock.
  ///
  /// Without deterministic scheduling, call it after starting the code under test and before
  /// advancing; with it, advancing already waits, so use it only for work off the test's executor.
  ///
  /// ```swift
  /// model.searchTextChanged("swift")
  /// try await clock.waitForSleepers(count: 1)
  /// await clock.advance(by: .milliseconds(300))
  /// ```
  ///
  /// - Parameters:
  ///   - count: The number of sleeping tasks to wait for.
  ///   - timeout: How long, in real time, to wait before reporting; by default the hang timeout.
  /// - Throws: `CancellationError` when the task is cancelled, or when the count is not reached
  ///   in time.
  public nonisolated(nonsending) func waitForSleepers(
    count: Int = 1,
    timeout: Duration? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async throws {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let settling = Settling(location: location)
    let timeout = timeout ?? TestRun.hangTimeout
    noteProgress()
    await settling.settle()
    let id = state.withLock { $0.nextID() }
    let reached = await withTaskGroup(of: Void.self) { group in
      group.addTask {
        try? await Task.sleep(for: timeout, clock: .continuous)
        self.stopWaiting(id: id)
      }
      let reached = await withTaskCancellationHandler {
        await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
          let isReached = !state.withLock {
            $0.wait(id: id, forCount: count, continuation: continuation)
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
    let (sleepers, now) = state.withLock { ($0.queue.all, $0.now) }
    let listed = sleepers.prefix(10).map { "  - until \($0.deadline)" }
    if settling.run?.noteHangReported() != false {
      reportIssue(
        """
        TestClock.waitForSleepers(count: \(count)) timed out after \(timeout): \(sleepers.count) \
        task\(sleepers.count == 1 ? "" : "s") sleep\(sleepers.count == 1 ? "s" : "") on the clock, \
        which is at \(now)\(sleepers.isEmpty ? "." : ":")
        \(listed.joined(separator: "\n"))\(sleepers.count > 10 ? "\n  …" : "")
        Check that the code under test sleeps on this clock (override its clock dependency with \
        it) and that it reaches its sleep: a sleep it started before an earlier advance may have \
        been woken already, and one that waits on something else first never arrives.
        """,
        at: location)
    }
    throw CancellationError()
  }

  private func stopWaiting(id: UInt64) {
    let waiter = state.withLock { $0.stopWaiting(id: id) }
    waiter?.continuation.resume(returning: false)
  }
}
