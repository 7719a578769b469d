import Dependence
@testable import DependenceTesting
import Testing

/// The off-executor sleep warning is said once per clock's line per run, with a count.
@Suite struct OffExecutorSleepsTests {
  @Test func warnsOncePerLineAndCountsTheTests() {
    let line = SourceLocation()
    let other = SourceLocation()
    #expect(OffExecutorSleeps.noteTest(clockAt: line))
    #expect(!OffExecutorSleeps.noteTest(clockAt: line))
    #expect(!OffExecutorSleeps.noteTest(clockAt: line))
    #expect(OffExecutorSleeps.noteTest(clockAt: other))
    #expect(
      OffExecutorSleeps.summary.contains(
        "dependence: 3 tests of this run slept off their executor on the TestClock made at \(line.fileID):\(line.line):\(line.column); the warning was recorded once, in the first."
      ))
    #expect(!OffExecutorSleeps.summary.contains { $0.contains(":\(other.line):") })
  }

  @Test(.deterministicScheduling(acknowledging: .offExecutorSleeps))
  func anAcknowledgingTraitTellsTheRun() {
    #expect(TestRun.current?.acknowledges(.offExecutorSleeps) == true)
    #expect(TestRun.current?.acknowledges(.globalExecutorCalls) == false)
  }
}
