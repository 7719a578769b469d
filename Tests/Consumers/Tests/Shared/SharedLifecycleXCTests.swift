// Work that outlives the XCTest test that started it, in a `DependenceTestCase`, a plain
// `XCTestCase`, and an `XCTestCase` whose `invokeTest` binds values with `withDependencies`.
// Each class runs a test that starts work and returns, then a bystander that runs while the
// work lands (XCTest runs a class's tests in order); Scripts/lifecycle-harness.sh checks what
// is said, and that nothing crashes.
import DependenceTesting
import Foundation
import XCTest

#if APP_MODULE
  @testable import App
#elseif PLAIN_APP_MODULE
  @testable import PlainApp
#endif

// An unimplemented endpoint called after the test ended.
final class LateCallBaseClass: DependenceTestCase {
  @MainActor func test1StartsALateCall() async { CheckoutFlow().purchase(trackingAfter: lateBy) }
  @MainActor func test2Bystander() async { try? await Task.sleep(for: bystanding) }
}

final class LateCallPlain: XCTestCase {
  @MainActor func test1StartsALateCall() async { CheckoutFlow().purchase(trackingAfter: lateBy) }
  @MainActor func test2Bystander() async { try? await Task.sleep(for: bystanding) }
}

final class LateCallInvokeTest: XCTestCase {
  override func invokeTest() {
    withDependencies { $0.eventLog = EventLog { ["opened"] } } operation: { super.invokeTest() }
  }
  @MainActor func test1StartsALateCall() async { CheckoutFlow().purchase(trackingAfter: lateBy) }
  @MainActor func test2Bystander() async { try? await Task.sleep(for: bystanding) }
}

// A dependency read after the test ended.
final class LateReadBaseClass: DependenceTestCase {
  @MainActor func test1StartsALateRead() async { CheckoutFlow().audit(after: lateBy) }
  @MainActor func test2Bystander() async { try? await Task.sleep(for: bystanding) }
}

final class LateReadPlain: XCTestCase {
  @MainActor func test1StartsALateRead() async { CheckoutFlow().audit(after: lateBy) }
  @MainActor func test2Bystander() async { try? await Task.sleep(for: bystanding) }
}

// A task still sleeping on the test's clock when the test ends.
final class PendingSleeperBaseClass: DependenceTestCase {
  override func dependencies(_ values: inout DependencyValues) {
    values.continuousClock = TestClock()
  }
  @MainActor func test1LeavesASleeper() async {
    CheckoutFlow().remindTomorrow()
    await Task.yield()
  }
  @MainActor func test2Bystander() async { try? await Task.sleep(for: bystanding) }
}

final class PendingSleeperPlain: XCTestCase {
  @MainActor func test1LeavesASleeper() async {
    withDependencies { $0.continuousClock = TestClock() } operation: {
      CheckoutFlow()
    }.remindTomorrow()
    await Task.yield()
  }
  @MainActor func test2Bystander() async { try? await Task.sleep(for: bystanding) }
}

// Jobs still queued on the test's executor when it ends.
final class QueuedJobsBaseClass: DependenceTestCase {
  override var scheduling: TestScheduling { .deterministic }
  func test1LeavesJobsQueued() async {
    await withDeterministicScheduling {
      BatchWriter.write(batches: 4)
    }
  }
  @MainActor func test2Bystander() async { try? await Task.sleep(for: bystanding) }
}

final class QueuedJobsPlain: XCTestCase {
  func test1LeavesJobsQueued() async {
    await withDeterministicScheduling {
      BatchWriter.write(batches: 4)
    }
  }
  @MainActor func test2Bystander() async { try? await Task.sleep(for: bystanding) }
}

// A recorder called after the test ended.
final class LateRecorderCallBaseClass: DependenceTestCase {
  let track = Recorder<String, Void>("checkoutAnalytics.track")
  override func dependencies(_ values: inout DependencyValues) {
    values.checkoutAnalytics.track = track.endpoint
  }
  @MainActor func test1StartsALateRecorderCall() async { CheckoutFlow().purchase(trackingAfter: lateBy) }
  @MainActor func test2Bystander() async { try? await Task.sleep(for: bystanding) }
}

final class LateRecorderCallPlain: XCTestCase {
  @MainActor func test1StartsALateRecorderCall() async {
    let track = Recorder<String, Void>("checkoutAnalytics.track")
    withDependencies { $0.checkoutAnalytics.track = track.endpoint } operation: {
      CheckoutFlow()
    }.purchase(trackingAfter: lateBy)
  }
  @MainActor func test2Bystander() async { try? await Task.sleep(for: bystanding) }
}

// `reportIssue` from a task no test started.
final class NoTestTaskBaseClass: DependenceTestCase {
  func test1StartsADetachedHeartbeat() { Heartbeat.start(missingAfter: lateBy) }
  @MainActor func test2Bystander() async { try? await Task.sleep(for: bystanding) }
}

final class NoTestTaskPlain: XCTestCase {
  func test1StartsADetachedHeartbeat() { Heartbeat.start(missingAfter: lateBy) }
  @MainActor func test2Bystander() async { try? await Task.sleep(for: bystanding) }
}
