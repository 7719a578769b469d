import Foundation
import Testing

@testable import DependenceTesting

/// The threads test executors borrow from Dispatch: every executor with jobs gets one, and
/// executors that block theirs leave the others, and Swift's global executor, running.
@Suite struct TestExecutorThreadsTests {
  /// More than the machine's cores, and more than a pool sized from them would hold.
  static let manyExecutors = max(8, 2 * ProcessInfo.processInfo.activeProcessorCount) + 2

  @Test func manyMoreExecutorsThanCoresAllRun() async {
    let executors = (0..<(Self.manyExecutors * 10)).map { _ in TestExecutor() }
    let ran = Log<Int>()
    await withTaskGroup(of: Void.self) { group in
      for (index, executor) in executors.enumerated() {
        group.addTask(executorPreference: executor) { ran.append(index) }
      }
    }
    #expect(ran.all.count == executors.count)
  }

  @Test func executorsThatNeedAThreadAtOnceEachGetOne() async {
    for _ in 0..<50 {
      let (first, second) = (TestExecutor(), TestExecutor())
      let release = Blocker()
      let waiting = Task(executorPreference: first) { release.wait() }
      let releasing = Task(executorPreference: second) { release.open() }
      await releasing.value
      await waiting.value
    }
  }

  @Test func executorsBlockingTheirThreadsLeaveTheRestAndTheGlobalExecutorRunning() async {
    // More blocked executors than the machine has cores, and than the private pool this package
    // had: Dispatch starts other threads at once.
    let release = Blocker()
    let started = Log<ContinuousClock.Instant>()
    let start = ContinuousClock.now
    let blocked = (0..<Self.manyExecutors).map { _ in
      Task(executorPreference: TestExecutor()) {
        started.append(.now)
        release.wait()
      }
    }
    while started.all.count < Self.manyExecutors, start.duration(to: .now) < .seconds(60) {
      try? await Task.sleep(for: .milliseconds(1))
    }
    #expect(started.all.count == Self.manyExecutors)
    // Each executor started on a thread of its own at once. A pool that adds a thread about once
    // a second while all of its threads are blocked (a shared concurrent queue does on Linux)
    // starts the last one several seconds late.
    let latest = started.all.max() ?? start
    #expect(start.duration(to: latest) < .seconds(5))
    let ran = Log<Int>()
    for index in 0..<20 {
      await Task(executorPreference: TestExecutor()) { ran.append(index) }.value
    }
    await Task.detached { ran.append(20) }.value
    #expect(ran.all == Array(0...20))
    release.open()
    for task in blocked { await task.value }
  }
}
