import Dependence
import DependenceTesting
import Testing

/// A test whose clock has sleepers and makes no progress fails within its hang timeout, with
/// what sleeps and why, and its sleepers throw so that the test ends.
@Suite(.hangTimeout(.milliseconds(300))) struct HangTests {
  @Test func anAdvanceBeforeTheSleepStartsFailsWithinTheBound() async throws {
    let clock = TestClock()
    let (_, issues) = await collectIssues {
      await clock.advance(by: .seconds(1))
      let late = Task { try await clock.sleep(for: .seconds(1)) }
      await #expect(throws: CancellationError.self) { try await late.value }
    }
    #expect(issues.count == 1)
    let message = issues.first?.message ?? ""
    // The suite's bound applied, not the 10-second default (how long the test took depends on
    // the machine's load, so the message is what tells).
    #expect(message.contains("saw no progress for 0.3 seconds while 1 task slept on it"))
    #expect(
      message.contains(
        "until 2.0 seconds, a sleep that started after the clock was last advanced (to 1.0 seconds)"
      ))
    #expect(message.contains("The test advanced the clock before this sleep started"))
    #expect(clock.sleeperCount == 0)
  }

  @Test func aSleepNothingAdvancesNamesItsDeadline() async throws {
    let clock = TestClock()
    let (_, issues) = await collectIssues {
      await #expect(throws: CancellationError.self) {
        try await clock.sleep(for: .seconds(3))
      }
    }
    let message = issues.first?.message ?? ""
    #expect(issues.count == 1)
    #expect(message.contains("  - until 3.0 seconds\n"))
    #expect(message.contains("Nothing advanced the clock to 3.0 seconds"))
  }

  @Test(.hangTimeout(.milliseconds(100)))
  func aTestsTimeoutWinsOverItsSuites() async throws {
    let clock = TestClock()
    let (_, issues) = await collectIssues {
      await #expect(throws: CancellationError.self) {
        try await clock.sleep(for: .seconds(1))
      }
    }
    #expect(issues.first?.message.contains("no progress for 0.1 seconds") == true)
  }

  @Test(.hangTimeout(.seconds(1)))
  func progressOnTheClockPostponesTheHang() async throws {
    let clock = TestClock()
    var advances: [ContinuousClock.Instant] = []
    let (_, issues) = await collectIssues {
      advances.append(.now)
      let sleeper = Task { try await clock.sleep(for: .seconds(20)) }
      try? await clock.waitForSleepers(count: 1)
      advances.append(.now)
      for _ in 1...10 {
        try? await Task.sleep(for: .milliseconds(200))
        await clock.advance(by: .seconds(1))
        advances.append(.now)
      }
      await clock.advance(by: .seconds(10))
      try? await sleeper.value
    }
    // A busy machine can hold this test back for longer than its bound between two advances:
    // then a hang is right.
    let longestGap = zip(advances, advances.dropFirst()).map { $0.duration(to: $1) }.max()
    if let longestGap, longestGap < .milliseconds(900) {
      #expect(issues.isEmpty, "the clock made progress at least every \(longestGap)")
    }
    #expect(
      advances.first!.duration(to: advances.last!) > .seconds(1), "the advances outlast the bound")
  }

  // The report checked here is waitForSleepers' own: a bound no loaded sanitizer run reaches
  // keeps the hang watch out of it (10 s was reached once under ThreadSanitizer).
  @Test(.hangTimeout(.seconds(600)))
  func waitForSleepersNamesWhatSleeps() async throws {
    let clock = TestClock()
    let sleeper = Task { try await clock.sleep(for: .seconds(4)) }
    try await clock.waitForSleepers(count: 1)
    let (_, issues) = await collectIssues {
      await #expect(throws: CancellationError.self) {
        try await clock.waitForSleepers(count: 2, timeout: .milliseconds(50))
      }
    }
    #expect(
      issues.first?.message.contains(
        "1 task sleeps on the clock, which is at 0.0 seconds:\n  - until 4.0 seconds") == true)
    sleeper.cancel()
  }

  @Test(.deterministicScheduling)
  func inDeterministicSchedulingASleepNothingAdvancesFailsToo() async throws {
    let clock = TestClock()
    let (_, issues) = await collectIssues {
      async let value: Void = clock.sleep(for: .seconds(2))
      await clock.advance(by: .seconds(1))
      do {
        try await value
        Issue.record("The hung sleep returned.")
      } catch {
        #expect(error is CancellationError)
      }
    }
    #expect(issues.first?.message.contains("Nothing advanced the clock to 2.0 seconds") == true)
  }

  @Test(.deterministicScheduling(acknowledging: .offExecutorSleeps))
  func inDeterministicSchedulingASleepThatStartedAfterTheAdvanceNamesBothCauses() async throws {
    let clock = TestClock()
    let (_, issues) = await collectIssues {
      await clock.advance(by: .seconds(1))
      let late = Task { try await clock.sleep(for: .seconds(1)) }
      await #expect(throws: CancellationError.self) { try await late.value }
    }
    #expect(issues.count == 1)
    let message = issues.first?.message ?? ""
    #expect(message.contains("a sleep that started after the clock was last advanced"))
    #expect(message.contains("either the task started after the advance (start it first)"))
    #expect(message.contains("wait for the sleep with 'waitForSleepers(count:)' before advancing"))
    #expect(!message.contains("'@Test(.deterministicScheduling)'"), "it is deterministic already")
  }

  @Test(.deterministicScheduling)
  func workThatNeverLetsTheExecutorIdleCannotHoldAnAdvanceForever() async throws {
    let clock = TestClock()
    let stop = Signal()
    let (_, issues) = await collectIssues {
      async let sleeper: Void = clock.sleep(for: .seconds(5))
      async let poller: Void = { while !stop.isFired { await Task.yield() } }()
      await clock.advance(by: .seconds(1))
      stop.fire()
      await poller
      _ = try? await sleeper
    }
    let messages = issues.map(\.message)
    #expect(messages.contains { $0.contains("The test's executor never went idle") })
    #expect(messages.contains { $0.contains("saw no progress for 0.3 seconds") })
  }
}
