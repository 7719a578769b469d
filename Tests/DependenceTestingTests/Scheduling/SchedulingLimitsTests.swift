import Dependence
import DependenceTesting
import Foundation
import Synchronization
import Testing

/// What deterministic scheduling does not reach, as the testing guide lists it: each test pins
/// what happens at the limit, and the tool that still makes such a test deterministic.
@Suite(.deterministicScheduling) struct SchedulingLimitsTests {
  @Test func aDetachedTaskIsNeitherWaitedForNorReportedButWaitForSleepersFindsIt() async throws {
    let clock = TestClock()
    let (_, issues) = await collectIssues {
      let detached = Task.detached { try await clock.sleep(for: .seconds(1)) }
      try? await clock.waitForSleepers(count: 1)
      await clock.advance(by: .seconds(1))
      try? await detached.value
    }
    #expect(issues.isEmpty)
    #expect(clock.sleeperCount == 0)
  }

  @Test func aContinuationResumedFromAnotherThreadIsNotWaitedFor() async throws {
    let clock = TestClock()
    let release = Blocker()
    let order = Log<String>()
    async let fromThread: Void = withCheckedContinuation { continuation in
      Thread.detachNewThread {
        release.wait()
        order.append("resumed")
        continuation.resume()
      }
    }
    await clock.advance(by: .seconds(1))
    order.append("advanced")
    release.open()
    await fromThread
    #expect(order.all == ["advanced", "resumed"])
  }

  @Test func anActorBusyWithWorkFromOutsideTheTestRunsTheTestsCallOffItsExecutor() async throws {
    let clock = TestClock()
    let shared = SharedActor()
    let release = Blocker()
    let outside = Task.detached { await shared.hold(until: release) }
    await shared.held.wait()
    async let ranOnTheTestsExecutor = shared.runsOnTheTestsExecutor()
    await clock.advance(by: .seconds(1))
    let callsWhileHeld = shared.calls.load(ordering: .relaxed)
    #expect(callsWhileHeld == 0, "the test's call waits behind the outside work")
    release.open()
    #expect(await ranOnTheTestsExecutor == false)
    await outside.value
  }

  @Test func aBlockingCallOnTheExecutorHoldsEverythingUntilAnotherThreadReleasesIt() async throws {
    let clock = TestClock()
    let release = Blocker()
    let order = Log<String>()
    async let blocked: Void = {
      release.wait()
      order.append("released")
    }()
    Thread.detachNewThread {
      Thread.sleep(forTimeInterval: 0.05)
      order.append("releasing")
      release.open()
    }
    await clock.advance(by: .seconds(1))
    order.append("advanced")
    await blocked
    #expect(order.all == ["releasing", "released", "advanced"])
  }
}

/// A default actor that work outside the test can hold.
actor SharedActor {
  nonisolated let held = Signal()
  nonisolated let calls = Atomic(0)

  func hold(until release: Blocker) {
    held.fire()
    release.wait()
  }

  func runsOnTheTestsExecutor() -> Bool {
    calls.add(1, ordering: .relaxed)
    return TestExecutor.current?.isIsolatingCurrentContext() == true
  }
}
