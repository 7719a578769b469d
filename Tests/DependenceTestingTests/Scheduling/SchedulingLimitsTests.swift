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

  /// swift-service-lifecycle's `cancelWhenGracefulShutdown` ends its waiter through a `Task { }`
  /// once the operation (a sleep) returns: the woken task waits for that task, on the global
  /// executor, and the advance does not. `waitForSleepers(count:)` waits for its next sleep.
  @Test func aWokenTaskThatWaitsForATaskOfItsOwnIsNotWaitedForButWaitForSleepersFindsIt()
    async throws
  {
    let clock = TestClock()
    // The task waits for the gate without holding a thread of the global executor.
    let (gate, release) = AsyncStream.makeStream(of: Void.self)
    let polls = Mutex(0)
    async let service: Void = {
      polls.withLock { $0 += 1 }
      try? await clock.sleep(for: .seconds(1))
      await withCheckedContinuation { continuation in
        Task {
          for await _ in gate { break }
          continuation.resume()
        }
      }
      polls.withLock { $0 += 1 }
      try? await clock.sleep(for: .seconds(1))
    }()
    await clock.advance(by: .seconds(1))
    #expect(polls.withLock { $0 } == 1, "the advance returned before the task's next step")
    release.finish()
    try await clock.waitForSleepers(count: 1)
    #expect(polls.withLock { $0 } == 2)
    await clock.advance(by: .seconds(1))
    await service
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

  @Test @MainActor func anEndpointClosureWithACaptureListLeavesTheMainActor() async {
    let (implicit, listed) = endpointClosures()
    #expect(await implicit.call())
    // When a toolchain fixes swiftlang/swift#87097, this known issue stops occurring and the test
    // fails: then drop the capture-list row from the testing guide's table.
    await withKnownIssue("swiftlang/swift#87097: a capture list makes the closure @concurrent") {
      #expect(await listed.call())
    }
  }
}

/// Two endpoint closures written where a test's `dependencies(_:)` override writes them, in a
/// nonisolated function: one captures implicitly, one with a capture list. Each tells whether it
/// runs on the main actor.
private nonisolated func endpointClosures() -> (implicit: Endpoint, listed: Endpoint) {
  let value = 1
  let implicit = Endpoint {
    _ = value
    return MainQueue.isCurrent
  }
  let listed = Endpoint { [value] in
    _ = value
    return MainQueue.isCurrent
  }
  return (implicit, listed)
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

/// An endpoint declared to run where it is called.
private struct Endpoint: Sendable {
  var call: nonisolated(nonsending) @Sendable () async -> Bool
}

/// Where main-actor code is running: the main actor's jobs run on the main dispatch queue.
private enum MainQueue {
  static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }
}
