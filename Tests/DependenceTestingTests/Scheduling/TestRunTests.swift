import Dependence
import Foundation
import Testing

@testable import DependenceTesting

/// What a test's run does at its ends: nothing of an ended test is reported later, and the
/// cancellation a reported hang causes is not reported again.
@Suite struct TestRunTests {
  @Test func aSleeperLeftBehindByAnEndedTestIsNotReported() async throws {
    let clock = TestClock()
    let run = TestRun()
    run.hangTimeout = .milliseconds(50)
    let (_, issues) = await collectIssues {
      let leftBehind = TestRun.$current.withValue(run) {
        Task { try await clock.sleep(for: .seconds(1)) }
      }
      run.finish()
      try? await clock.waitForSleepers(count: 1)
      try? await Task.sleep(for: .milliseconds(300))
      #expect(clock.sleeperCount == 1)
      leftBehind.cancel()
    }
    #expect(issues.isEmpty)
  }

  @Test func theCancellationOfAReportedHangEndsTheTestWithoutAnotherIssue() async throws {
    try await TestRun.runTest { run in
      #expect(run.noteHangReported())
      #expect(!run.noteHangReported(), "a second hang is not reported again")
      throw CancellationError()
    }
  }

  @Test func aCancellationWithoutAHangIsThrown() async {
    await #expect(throws: CancellationError.self) {
      try await TestRun.runTest { _ in
        throw CancellationError()
      }
    }
  }
}

/// Blocks the threads that wait on it until it is opened: a blocking call on an executor.
final class Blocker: @unchecked Sendable {
  // `isOpen` is only read or written with `condition` locked.
  private let condition = NSCondition()
  private var isOpen = false

  func open() {
    condition.withLock {
      isOpen = true
      condition.broadcast()
    }
  }

  func wait() {
    condition.withLock {
      while !isOpen { condition.wait() }
    }
  }
}
