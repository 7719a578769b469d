import Dependence
import Foundation
import Testing

@Suite struct FireAndForgetTests {
  @Test func inATestTheWorkHasRunWhenTheCallReturns() async {
    let ran = LockedValue(false)
    let fireAndForget = freshValues().fireAndForget
    let (_, issues) = await collectIssues {
      await fireAndForget { ran.withLock { $0 = true } }
    }
    #expect(ran.withLock { $0 })
    #expect(issues.isEmpty)
  }

  @Test func inATestAnErrorTheWorkThrowsIsReportedAtTheCall() async {
    struct Offline: Error {}
    let fireAndForget = freshValues().fireAndForget
    let line = #line + 2
    let (_, issues) = await collectIssues {
      await fireAndForget(name: "analytics") { throw Offline() }
    }
    #expect(
      issues.map(\.message) == [
        "The work given to @Dependency(\\.fireAndForget) threw an error: Offline()"
      ])
    #expect(issues.map(\.location.line) == [line])
  }

  @Test func inATestCancellingTheCallerDoesNotCancelTheWork() async {
    let fireAndForget = freshValues().fireAndForget
    let (started, start) = AsyncStream.makeStream(of: Void.self)
    let (proceed, letProceed) = AsyncStream.makeStream(of: Void.self)
    let outcome = LockedValue<Bool?>(nil)
    let (_, issues) = await collectIssues {
      let caller = Task {
        await fireAndForget {
          start.yield()
          for await _ in proceed { break }
          outcome.withLock { $0 = Task.isCancelled }
        }
      }
      for await _ in started { break }
      caller.cancel()
      letProceed.yield()
      await caller.value
    }
    // The work ran to its end, uncancelled, before the cancelled caller's call returned.
    #expect(outcome.withLock { $0 } == false)
    #expect(issues.isEmpty)
  }

  @Test func inATestACancellationErrorTheWorkThrowsIsNotAFailure() async {
    let fireAndForget = freshValues().fireAndForget
    let (_, issues) = await collectIssues {
      await fireAndForget { throw CancellationError() }
    }
    #expect(issues.isEmpty)
  }

  @Test func liveTheCallReturnsBeforeTheWorkEnds() async {
    let (finished, finish) = AsyncStream.makeStream(of: Void.self)
    let (proceed, letProceed) = AsyncStream.makeStream(of: Void.self)
    await freshValues(.live).fireAndForget(priority: .low) {
      for await _ in proceed { break }
      finish.yield()
    }
    // The work is still waiting for `proceed`: the call returned without it.
    letProceed.yield()
    for await _ in finished { break }
  }

  @Test func liveTheWorkKeepsTheCallersDependencies() async {
    let (labels, send) = AsyncStream.makeStream(of: String.self)
    await withDependencies { $0[LabelKey.self] = "caller's" } operation: {
      await freshValues(.live).fireAndForget {
        send.yield(DependencyValues.current[LabelKey.self])
      }
    }
    var iterator = labels.makeAsyncIterator()
    #expect(await iterator.next() == "caller's")
  }
}

private enum LabelKey: TestDependencyKey {
  static let testValue = "default"
}
