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

  @Test func globalExecutorCallsAreWarnedOncePerPlaceAndCounted() {
    let line = "Counted.swift:\(#line):1"
    let place = GlobalExecutorCalls.Place.recorder(line)
    let name = "the recorder made at \(line)"
    #expect(GlobalExecutorCalls.isFirstWarning(about: place, named: name))
    #expect(!GlobalExecutorCalls.isFirstWarning(about: place, named: name))
    #expect(
      GlobalExecutorCalls.tally.summary.contains(
        "dependence: 2 tests of this run made calls of the recorder made at \(line) on the global executor and then moved a TestClock or waited until idle; the warning was recorded once, in the first."
      ), "\(GlobalExecutorCalls.tally.summary)")
  }

  @Test(.deterministicScheduling(acknowledging: .offExecutorSleeps))
  func anAcknowledgingTraitTellsTheRun() {
    #expect(TestRun.current?.acknowledges(.offExecutorSleeps) == true)
    #expect(TestRun.current?.acknowledges(.globalExecutorCalls) == false)
  }
}

/// `PreferredExecutor.current`, which app code reaches with `import Dependence`, keeps the work
/// it starts on the test's executor.
@Suite struct PreferredExecutorTests {
  @Test func isNilWithoutDeterministicScheduling() {
    #expect(PreferredExecutor.current == nil)
  }

  @Test(.deterministicScheduling) func isTheTestsExecutorInADeterministicTest() async throws {
    let executor = try #require(PreferredExecutor.current as? TestExecutor)
    #expect(executor === TestExecutor.current)
  }

  /// A poller as app code writes it: its unstructured task sleeps on the test's executor, so the
  /// clock runs it exactly, and no warning is recorded.
  @Test(.deterministicScheduling) func aTaskStartedWithItSleepsOnTheTestsExecutor() async throws {
    let clock = TestClock()
    let ticks = LockedValue(0)
    let (_, issues) = await collectIssues {
      let poller = Task(executorPreference: PreferredExecutor.current) {
        while !Task.isCancelled {
          try await clock.sleep(for: .seconds(1))
          ticks.withLock { $0 += 1 }
        }
      }
      await clock.advance(by: .seconds(5))
      #expect(ticks.withLock { $0 } == 5)
      poller.cancel()
      _ = await poller.result
    }
    #expect(issues.isEmpty)
    #expect(TestRun.current?.offExecutorSleeps == 0, "every sleep ran on the test's executor")
  }
}
