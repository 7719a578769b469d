// The rest of the test lifecycle in XCTest: threads and timers that report across the boundary
// between two tests, a hang reported as its test ends, issues in a class's `setUp` and
// `tearDown`, exhaustive checking of a read just after the body, and a test that asks that
// nothing it starts outlive it. Scripts/lifecycle-harness.sh checks each: no crash, and no silent
// pass.
import DependenceTesting
import Foundation
import XCTest

#if APP_MODULE
  @testable import App
#elseif PLAIN_APP_MODULE
  @testable import PlainApp
#endif

/// Work with no test's task-locals, reporting for `duration`: a thread, a Dispatch timer, a
/// `Timer` on the main run loop, a detached task, a deinit on a queue and a notification observer.
func reportFromEverywhere(for duration: TimeInterval) {
  let end = Date(timeIntervalSinceNow: duration)
  let runLoopTimer = Timer(timeInterval: 0.002, repeats: true) { timer in
    if Date() < end { reportIssue("from a Timer") } else { timer.invalidate() }
  }
  RunLoop.main.add(runLoopTimer, forMode: .default)
  Thread.detachNewThread {
    while Date() < end {
      reportIssue("from a thread")
      usleep(200)
    }
  }
  let timer = DispatchSource.makeTimerSource(queue: .global())
  timer.schedule(deadline: .now(), repeating: .milliseconds(1))
  timer.setEventHandler {
    if Date() < end { reportIssue("from a Dispatch timer") } else { timer.cancel() }
  }
  timer.resume()
  Task.detached {
    while Date() < end {
      reportIssue("from a detached task")
      try? await Task.sleep(for: .milliseconds(1))
    }
  }
  DispatchQueue.global().asyncAfter(deadline: .now() + duration / 2) {
    _ = ReportsOnDeinit()
  }
  let name = Notification.Name("LifecycleEdge")
  nonisolated(unsafe) var observer: (any NSObjectProtocol)?
  observer = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in
    reportIssue("from a notification observer")
  }
  DispatchQueue.global().asyncAfter(deadline: .now() + duration / 3) {
    NotificationCenter.default.post(name: name, object: nil)
    if let observer { NotificationCenter.default.removeObserver(observer) }
  }
}

final class ReportsOnDeinit: Sendable {
  deinit { reportIssue("from a deinit on a queue") }
}

/// Short tests, so that reports from everywhere cross the boundaries between them.
final class ReportsAcrossTestsPlain: XCTestCase {
  func test1StartsReportingEverywhere() { reportFromEverywhere(for: 0.05) }
  func test2() { usleep(3_000) }
  func test3() async { try? await Task.sleep(for: .milliseconds(20)) }  // Runs the main run loop.
  func test4() { usleep(60_000) }
}

final class ReportsAcrossTestsBaseClass: DependenceTestCase {
  func test1StartsReportingEverywhere() { reportFromEverywhere(for: 0.05) }
  func test2() { usleep(3_000) }
  func test3() async { try? await Task.sleep(for: .milliseconds(20)) }  // Runs the main run loop.
  func test4() { usleep(60_000) }
}

/// A hang reported just as its test ends: `wait(for:timeout:)` meets the hang bound.
final class HangAtTheEnd: DependenceTestCase {
  override var hangTimeout: Duration { .milliseconds(300) }
  func test1WaitsOutTheHang() {
    let clock = TestClock()
    Task { try? await clock.sleep(for: .seconds(1)) }
    let never = expectation(description: "never")
    _ = XCTWaiter.wait(for: [never], timeout: 0.3)
  }
  @MainActor func test2Bystander() async { try? await Task.sleep(for: bystanding) }
}

final class IssueInClassSetUp: XCTestCase {
  override class func setUp() {
    super.setUp()
    reportIssue("an issue in a class setUp")
  }
  override class func tearDown() {
    reportIssue("an issue in a class tearDown")
    super.tearDown()
  }
  func testPasses() {}
}

final class ExhaustiveLateRead: DependenceTestCase {
  override var exhaustiveDependencies: ExhaustiveDependencies? { ExhaustiveDependencies() }
  @MainActor func testReadsJustAfterTheBody() async {
    CheckoutFlow().audit(after: .milliseconds(20))
  }
}

final class StrictBaseClass: DependenceTestCase {
  override var failsOnOutlivingWork: Bool { true }
  override var outlivingWorkGrace: Duration { .milliseconds(300) }
  override func dependencies(_ values: inout DependencyValues) {
    values.continuousClock = TestClock()
  }
  @MainActor func testLeavesASleeper() async {
    CheckoutFlow().remindTomorrow()
    await Task.yield()
  }
}
