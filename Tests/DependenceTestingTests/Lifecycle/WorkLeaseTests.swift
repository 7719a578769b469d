import Dependence
import Foundation
import Testing

@testable import DependenceTesting

/// A lease goes when the last task that copied it ends.
@Suite struct WorkLeaseTests {
  @Test func anUnstructuredTaskKeepsTheLeaseUntilItEnds() async {
    let test = TestLifetime.named("'leases()'")
    let (gate, opened) = AsyncStream.makeStream(of: Void.self)
    let task = WorkLease.$current.withValue(WorkLease(watchedBy: test)) {
      Task {
        for await _ in gate { break }
      }
    }
    #expect(test.hasRunningWork)
    #expect(await test.work?.waitUntilReleased(within: .milliseconds(50)) == false)
    opened.yield()
    await task.value
    #expect(await test.work?.waitUntilReleased(within: .seconds(60)) == true)
    #expect(!test.hasRunningWork)
  }

  @Test func aDetachedTaskDoesNotKeepIt() async {
    let test = TestLifetime.named("'detaches()'")
    let task = WorkLease.$current.withValue(WorkLease(watchedBy: test)) {
      Task.detached { try? await Task.sleep(for: .milliseconds(200)) }
    }
    #expect(await test.work?.waitUntilReleased(within: .milliseconds(100)) == true)
    await task.value
  }

  @Test func aSynchronousCallerWaitsToo() async {
    let test = TestLifetime.named("'waits()'")
    WorkLease.$current.withValue(WorkLease(watchedBy: test)) {
      _ = Task { try? await Task.sleep(for: .milliseconds(20)) }
    }
    // A thread of its own: a blocked thread of Swift's pool could starve the task it waits for.
    // The bound is long: a loaded sanitizer run can keep a ready task waiting for seconds.
    let released = await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        continuation.resume(
          returning: test.work?.waitUntilReleasedRunningMainLoop(within: .seconds(60)) ?? false)
      }
    }
    #expect(released)
  }
}
