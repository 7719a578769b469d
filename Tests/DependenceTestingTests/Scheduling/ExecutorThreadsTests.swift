import Foundation
import Testing

@testable import DependenceTesting

/// The threads test executors borrow: every executor with jobs gets one in turn, and a thread one
/// executor blocks leaves the others running.
@Suite struct ExecutorThreadsTests {
  @Test func moreExecutorsThanThreadsAllRun() async {
    let executors = (0..<(ProcessState.executorThreads.limit * 3)).map { _ in TestExecutor() }
    let ran = Log<Int>()
    await withTaskGroup(of: Void.self) { group in
      for (index, executor) in executors.enumerated() {
        group.addTask(executorPreference: executor) { ran.append(index) }
      }
    }
    #expect(ran.all.count == executors.count)
  }

  @Test func aThreadIsNamedForDebuggersAndProfilers() async {
    let name = await Task(executorPreference: TestExecutor()) { currentThreadName() }.value
    #expect(name == "TestExecutor")
  }

  /// The name of the thread that calls it, as debuggers and profilers show it.
  private func currentThreadName() -> String? { Thread.current.name }

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

  @Test func threadsBlockedByExecutorsLeaveTheRestToOthers() async {
    // Two threads blocked (other tests may block a few more): executors still get the rest.
    let release = Blocker()
    let blocked = (0..<2).map { _ in
      Task(executorPreference: TestExecutor()) { release.wait() }
    }
    let ran = Log<Int>()
    for index in 0..<20 {
      await Task(executorPreference: TestExecutor()) { ran.append(index) }.value
    }
    #expect(ran.all == Array(0..<20))
    release.open()
    for task in blocked { await task.value }
  }

  @Test func executorsWaitingPastTheLimitWithoutAStallAreNotWarned() async {
    let warnings = LockedValue<[String]>([])
    let threads = ExecutorThreads(limit: 2, stallTimeout: .seconds(60)) { message in
      warnings.withLock { $0.append(message) }
    }
    let ran = Log<Int>()
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<40 {
        group.addTask(executorPreference: TestExecutor(threads: threads)) { ran.append(index) }
      }
    }
    #expect(ran.all.count == 40)
    #expect(warnings.withLock { $0 }.isEmpty)
  }

  @Test func executorsWaitingOnThreadsThatAllBlockGetOneMoreAndTheProcessIsWarned() async {
    let warnings = LockedValue<[String]>([])
    let stallTimeout = Duration.milliseconds(100)
    let threads = ExecutorThreads(limit: 2, stallTimeout: stallTimeout) { message in
      warnings.withLock { $0.append(message) }
    }
    let (first, second) = (Blocker(), Blocker())
    let waiting = Log<Int>()
    let ran = Log<Int>()
    func block(_ index: Int, until blocker: Blocker) -> Task<Void, Never> {
      Task(executorPreference: TestExecutor(threads: threads)) {
        waiting.append(index)
        blocker.wait()
      }
    }
    /// Waits until `condition` holds, for 10 seconds at most.
    func waitUntil(_ condition: () -> Bool) async {
      let deadline = ContinuousClock.now.advanced(by: .seconds(10))
      while !condition(), .now < deadline { try? await Task.sleep(for: .milliseconds(1)) }
    }
    /// Runs a job on a new executor of the pool, and waits until it ran.
    func runOnePast(_ index: Int) async {
      Task(executorPreference: TestExecutor(threads: threads)) { ran.append(index) }
      await waitUntil { ran.all.contains(index) }
    }
    let blocked = [block(0, until: first), block(1, until: first)]
    // Both threads block: only a thread started for the stall can run the next job.
    await waitUntil { waiting.all.count == 2 }
    await runOnePast(0)
    #expect(ran.all == [0])
    // A second stall, while the first two threads still block and the third does too, starts a
    // fourth thread, without a second warning.
    let alsoBlocked = block(2, until: second)
    await waitUntil { waiting.all.count == 3 }
    await runOnePast(1)
    #expect(ran.all == [0, 1])
    let messages = warnings.withLock { $0 }
    #expect(messages.count == 1)
    #expect(
      messages.first?.hasPrefix(
        """
        Tests in deterministic scheduling waited 0.1 seconds for a thread to run their \
        executors: all 2 threads were kept by tests that block them
        """) == true)
    first.open()
    second.open()
    for task in blocked + [alsoBlocked] { await task.value }
  }
}
