@testable import DependenceTesting
import Dispatch
import Testing

/// A job that blocks a test executor while work of its tasks waits behind it: after the block
/// timeout the waiting work runs elsewhere, so the blocking wait returns.
@Suite struct BlockedExecutorTests {
  @Test func theJobsBehindABlockedJobRunElsewhereAfterTheTimeout() async {
    let executor = TestExecutor(blockTimeout: { .milliseconds(200) })
    let semaphore = DispatchSemaphore(value: 0)
    let blocked = Task(executorPreference: executor) { blockingWait(for: semaphore) }
    let releasing = Task(executorPreference: executor) { _ = semaphore.signal() }
    let ended = await withTaskGroup(of: Bool.self) { group in
      group.addTask {
        await blocked.value
        await releasing.value
        return true
      }
      group.addTask {
        try? await Task.sleep(for: .seconds(60))  // Only a failing run waits this long.
        return false
      }
      defer { group.cancelAll() }
      return await group.next() ?? false
    }
    #expect(ended, "the blocked job still waits for the job queued behind it")
  }
}

/// Waits for `semaphore`, as a synchronous bridge does.
private func blockingWait(for semaphore: DispatchSemaphore) {
  semaphore.wait()
}
