import DependenceTesting
import Testing

@Suite struct RecorderWaitingTests {
  @Test func returnsAtOnceWhenTheCallsAreAlreadyRecorded() async {
    let track = Recorder<String, Void>("analytics.track")
    let endpoint = track.endpoint
    endpoint("a")
    endpoint("b")
    let (calls, issues) = await collectIssues { await track.waitForCalls(count: 2) }
    #expect(calls == ["a", "b"])
    #expect(issues.isEmpty)
  }

  @Test func resumesWhenAnotherTaskMakesTheCalls() async {
    let track = Recorder<Int, Void>("analytics.track")
    let endpoint = track.asyncEndpoint
    let (calls, issues) = await collectIssues {
      let caller = Task {
        for index in 1...3 { await endpoint(index) }
      }
      let calls = await track.waitForCalls(count: 3, timeout: .seconds(60))
      await caller.value
      return calls
    }
    #expect(calls == [1, 2, 3])
    #expect(issues.isEmpty)
  }

  @Test func severalWaitersResumeAtTheirOwnCounts() async {
    let track = Recorder<Int, Void>("analytics.track")
    let endpoint = track.endpoint
    async let first = track.waitForCalls(count: 1, timeout: .seconds(60))
    async let third = track.waitForCalls(count: 3, timeout: .seconds(60))
    for index in 1...3 { endpoint(index) }
    let (firstCalls, thirdCalls) = await (first, third)
    #expect(firstCalls.count >= 1)
    #expect(thirdCalls == [1, 2, 3])
  }

  @Test func timeoutReportsTheEndpointTheExpectedAndTheActualCalls() async {
    let track = Recorder<String, Void>("analytics.track")
    let endpoint = track.endpoint
    endpoint("opened")
    let line = #line + 2
    let (calls, issues) = await collectIssues {
      await track.waitForCalls(count: 3, timeout: .milliseconds(20))
    }
    #expect(calls == ["opened"])
    #expect(issues.map(\.message) == [
      """
      analytics.track: expected 3 calls within 0.02 seconds, got 1:
        1. analytics.track("opened")
      """
    ])
    #expect(issues.first?.location.line == line)
    #expect(issues.first?.location.fileID == #fileID)
  }

  @Test func cancellingTheWaitingTaskResumesItWithoutReporting() async {
    let track = Recorder<String, Void>("analytics.track")
    let (_, issues) = await collectIssues {
      let waiter = Task { await track.waitForCalls(count: 1, timeout: .seconds(60)) }
      waiter.cancel()
      let calls = await waiter.value
      #expect(calls.isEmpty)
    }
    #expect(issues.isEmpty)
  }

  @Test func cancellingAfterTheWaiterSuspendedResumesIt() async {
    let track = Recorder<String, Void>("analytics.track")
    let started = Recorder<Void>("started")
    let start = started.endpoint
    let (_, issues) = await collectIssues {
      let waiter = Task {
        start()
        return await track.waitForCalls(count: 1, timeout: .seconds(60))
      }
      await started.waitForCalls(count: 1, timeout: .seconds(60))
      waiter.cancel()
      let calls = await waiter.value
      #expect(calls.isEmpty)
    }
    #expect(issues.isEmpty)
  }
}
