import Dependence
import Testing

@testable import DependenceTesting

/// The thread that checks test clocks for hangs wakes for the earliest check, whenever it was
/// asked for.
@Suite struct HangWatchTests {
  @Test func anEarlierCheckAskedForAfterALaterOneIsMadeOnTime() async throws {
    let (slow, fast) = (TestClock(), TestClock())
    let (slowRun, fastRun) = (TestRun(), TestRun())
    slowRun.hangTimeout = .seconds(30)
    fastRun.hangTimeout = .milliseconds(100)
    let (elapsed, issues) = await collectIssues {
      let sleeping = TestRun.$current.withValue(slowRun) {
        Task { try await slow.sleep(for: .seconds(1)) }
      }
      try? await slow.waitForSleepers(count: 1)
      let start = ContinuousClock.now
      let hung = TestRun.$current.withValue(fastRun) {
        Task { try await fast.sleep(for: .seconds(1)) }
      }
      _ = await hung.result
      let elapsed = start.duration(to: .now)
      sleeping.cancel()
      _ = await sleeping.result
      return elapsed
    }
    #expect(elapsed < .seconds(10), "the check came with the slow clock's, not on time")
    #expect(issues.count == 1)
    #expect(issues.first?.message.contains("saw no progress for 0.1 seconds") == true)
  }
}
