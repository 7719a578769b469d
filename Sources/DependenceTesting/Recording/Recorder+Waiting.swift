import Dependence

extension Recorder {
  /// Suspends until the recorder has recorded at least `count` calls in total, and returns them.
  ///
  /// After `timeout` it reports an issue and returns the calls so far; if the waiting task is
  /// cancelled, it returns at once without reporting.
  ///
  /// - Parameters:
  ///   - count: The total number of calls to wait for, since creation or the last ``reset()``.
  ///   - timeout: How long to wait before reporting, on the continuous clock.
  /// - Returns: The calls recorded when the wait ended.
  @discardableResult
  public func waitForCalls(
    count: Int,
    timeout: Duration = .seconds(5),
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async -> [(repeat each Argument)] {
    let reached = await withTaskGroup(of: Bool?.self) { group in
      group.addTask { await self.suspendUntil(count: count) ? true : nil }
      group.addTask {
        do {
          try await Task.sleep(for: timeout)
          return false
        } catch {
          return nil
        }
      }
      // The first child to finish decides; a `nil` means the wait was cancelled.
      let first = await group.next() ?? nil
      group.cancelAll()
      return first
    }
    let calls = self.calls
    if reached == false, calls.count < count {
      reportIssue(
        "\(name): expected \(count) \(plural("call", count)) within \(timeout), "
          + "got \(calls.count)\(listing(calls))",
        fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return calls
  }

  /// Suspends until `count` calls are recorded (`true`) or the task is cancelled (`false`).
  private func suspendUntil(count: Int) async -> Bool {
    let id = state.withLock { state in
      defer { state.nextWaiterID += 1 }
      state.unregisteredWaiters.insert(state.nextWaiterID)
      return state.nextWaiterID
    }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
        let outcome: Bool? = state.withLock { state in
          // Gone from the unregistered set means the task was cancelled before suspending.
          guard state.unregisteredWaiters.remove(id) != nil else { return false }
          if state.calls.count >= count { return true }
          state.waiters[id] = Waiter(count: count, continuation: continuation)
          return nil
        }
        if let outcome { continuation.resume(returning: outcome) }
      }
    } onCancel: {
      let waiter = state.withLock { state in
        state.unregisteredWaiters.remove(id)
        return state.waiters.removeValue(forKey: id)
      }
      waiter?.continuation.resume(returning: false)
    }
  }
}

/// A task suspended in ``Recorder/waitForCalls(count:timeout:fileID:filePath:line:column:)``.
struct Waiter: Sendable {
  var count: Int
  var continuation: CheckedContinuation<Bool, Never>
}

extension Recorder.State {
  /// Removes the waiters `callCount` calls satisfy; the caller resumes them outside the lock.
  mutating func takeWaiters(upTo callCount: Int) -> [CheckedContinuation<Bool, Never>] {
    guard !waiters.isEmpty else { return [] }
    let ready = waiters.filter { $0.value.count <= callCount }
    for id in ready.keys { waiters[id] = nil }
    return ready.values.map(\.continuation)
  }
}
