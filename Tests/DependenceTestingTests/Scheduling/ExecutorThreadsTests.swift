import Testing

@testable import DependenceTesting

/// The threads test executors borrow: every executor with jobs gets one in turn, and a thread one
/// executor blocks leaves the others running.
@Suite struct ExecutorThreadsTests {
  @Test func moreExecutorsThanThreadsAllRun() async {
    let executors = (0..<(ExecutorThreads.count * 3)).map { _ in TestExecutor() }
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
}
