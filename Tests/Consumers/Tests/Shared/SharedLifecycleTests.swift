// Work that outlives the Swift Testing test that started it. Each suite pairs a test that starts
// work and returns with a bystander that runs while that work lands: the harness
// (Scripts/lifecycle-harness.sh) checks that what the work does is named with the test that
// started it, never blamed on the bystander, and never crashes the run. The suites are
// serialized or not, with a dependency trait or without one.
import DependenceTesting
import Foundation
import Testing

#if APP_MODULE
  @testable import App
#elseif PLAIN_APP_MODULE
  @testable import PlainApp
#endif

/// How long the work waits before it lands, and how long a bystander runs.
let lateBy = Duration.milliseconds(150)
let bystanding = Duration.milliseconds(600)

/// A bystander: a test that runs while another test's work lands, and passes.
@MainActor func standBy() async {
  try? await Task.sleep(for: bystanding)
  #expect(Bool(true))
}

// An unimplemented endpoint called after the test ended.
@MainActor @Suite(.serialized, .dependencies) struct SerialLateCall {
  @Test func startsALateCall() { CheckoutFlow().purchase(trackingAfter: lateBy) }
  @Test func bystander() async { await standBy() }
}

@MainActor @Suite(.dependencies) struct ParallelLateCall {
  @Test func startsALateCall() { CheckoutFlow().purchase(trackingAfter: lateBy) }
  @Test func bystander() async { await standBy() }
}

@MainActor @Suite(.serialized) struct TraitlessLateCall {
  @Test func startsALateCall() { CheckoutFlow().purchase(trackingAfter: lateBy) }
  @Test func bystander() async { await standBy() }
}

// A dependency read after the test ended.
@MainActor @Suite(.serialized, .dependencies) struct SerialLateRead {
  @Test func startsALateRead() { CheckoutFlow().audit(after: lateBy) }
  @Test func bystander() async { await standBy() }
}

@MainActor @Suite(.dependencies) struct ParallelLateRead {
  @Test func startsALateRead() { CheckoutFlow().audit(after: lateBy) }
  @Test func bystander() async { await standBy() }
}

// A task still sleeping on the test's clock when the test ends.
@MainActor @Suite(.serialized, .dependencies { $0.continuousClock = TestClock() })
struct SerialPendingSleeper {
  @Test func leavesASleeper() async {
    CheckoutFlow().remindTomorrow()
    await Task.yield()
  }
  @Test func bystander() async { await standBy() }
}

@MainActor @Suite(.dependencies(scheduling: .deterministic) { $0.continuousClock = TestClock() })
struct ParallelPendingSleeper {
  @Test func leavesASleeper() async {
    CheckoutFlow().remindTomorrow()
    await waitUntilIdle()
  }
  @Test func bystander() async { await standBy() }
}

// Jobs still queued on the test's executor when it ends: the first blocks it for a moment.
@Suite(.serialized, .deterministicScheduling) struct SerialQueuedJobs {
  @Test func leavesJobsQueued() {
    BatchWriter.write(batches: 4)
  }
  @Test @MainActor func bystander() async { await standBy() }
}

@Suite(.deterministicScheduling) struct ParallelQueuedJobs {
  @Test func leavesJobsQueued() {
    BatchWriter.write(batches: 4)
  }
  @Test @MainActor func bystander() async { await standBy() }
}

// A recorder called after the test ended.
@MainActor @Suite(.serialized, .dependencies) struct SerialLateRecorderCall {
  @Test func startsALateRecorderCall() {
    let track = Recorder<String, Void>("checkoutAnalytics.track")
    withDependencies { $0.checkoutAnalytics.track = track.endpoint } operation: {
      CheckoutFlow()
    }.purchase(trackingAfter: lateBy)
  }
  @Test func bystander() async { await standBy() }
}

@MainActor @Suite(.dependencies) struct ParallelLateRecorderCall {
  @Test func startsALateRecorderCall() {
    let track = Recorder<String, Void>("checkoutAnalytics.track")
    withDependencies { $0.checkoutAnalytics.track = track.endpoint } operation: {
      CheckoutFlow()
    }.purchase(trackingAfter: lateBy)
  }
  @Test func bystander() async { await standBy() }
}

// `reportIssue` from a task no test started.
@MainActor @Suite(.serialized, .dependencies) struct SerialNoTestTask {
  @Test func startsADetachedHeartbeat() { Heartbeat.start(missingAfter: lateBy) }
  @Test func bystander() async { await standBy() }
}

@MainActor @Suite(.dependencies) struct ParallelNoTestTask {
  @Test func startsADetachedHeartbeat() { Heartbeat.start(missingAfter: lateBy) }
  @Test func bystander() async { await standBy() }
}
