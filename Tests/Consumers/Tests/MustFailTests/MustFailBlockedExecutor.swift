// Legacy code that bridges synchronously: the test waits on a semaphore for work it started in
// an `async let` child or a task group child. In deterministic scheduling that work is queued
// behind the wait on the test's own executor, so it could never start: each test must fail once,
// within the hang bound, naming the pattern, and end by itself (Scripts/consumer-harness.sh).
// ReproTests.BlockingBridgeTests runs the same bridges without deterministic scheduling: they pass.
import DependenceTesting
import Dispatch
import Testing

/// Waits for `semaphore`, as a synchronous bridge does.
func waitSynchronously(for semaphore: DispatchSemaphore) {
  semaphore.wait()
}

@Suite(.deterministicScheduling, .hangTimeout(.seconds(1)))
struct MustFailBlockedExecutor {
  @Test func aSemaphoreWaitsForAnAsyncLetChild() async {
    let semaphore = DispatchSemaphore(value: 0)
    async let child = semaphore.signal()
    waitSynchronously(for: semaphore)
    _ = await child
  }

  @Test func aSemaphoreWaitsForATaskGroupChild() async {
    let semaphore = DispatchSemaphore(value: 0)
    await withTaskGroup(of: Void.self) { group in
      group.addTask { _ = semaphore.signal() }
      waitSynchronously(for: semaphore)
    }
  }
}
