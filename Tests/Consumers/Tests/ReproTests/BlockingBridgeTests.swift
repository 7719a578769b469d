// The synchronous bridges of MustFailTests.MustFailBlockedExecutor without deterministic
// scheduling: the child runs on the global executor, signals, and the test passes.
import DependenceTesting
import Dispatch
import Testing

private func waitSynchronously(for semaphore: DispatchSemaphore) {
  semaphore.wait()
}

// Serialized: each test blocks a thread of the global executor until its child runs on another,
// and a 2-core machine has two.
@Suite(.serialized) struct BlockingBridgeTests {
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
