import Foundation
import Dependence
import DependenceTesting
import Testing

/// What swift-clocks users call, with this package's clocks: `timer(interval:)`,
/// `checkSuspension()`, `run(timeout:)` and `UnimplementedClock(name:)`.
@Suite(.deterministicScheduling) struct SwiftClocksAPITests {
  @Test func aTimerOnATestClockTicksOncePerIntervalAdvanced() async {
    let clock = TestClock()
    async let ticks: [VirtualInstant] = {
      var ticks: [VirtualInstant] = []
      for await tick in clock.timer(interval: .seconds(1)) {
        ticks.append(tick)
        if ticks.count == 3 { break }
      }
      return ticks
    }()
    await clock.advance(by: .seconds(3))
    #expect(await ticks == [1, 2, 3].map { VirtualInstant(offset: .seconds($0)) })
  }

  @Test func aTimerOnAnyClockOfDurationTicksOncePerIntervalAdvanced() async {
    let clock = TestClock()
    let ticks = await withDependencies { $0.continuousClock = clock } operation: {
      @Dependency(\.continuousClock) var continuousClock
      async let ticks: [Duration] = {
        var ticks: [Duration] = []
        for await tick in continuousClock.timer(interval: .seconds(1)) {
          ticks.append(tick.offset)
          if ticks.count == 3 { break }
        }
        return ticks
      }()
      await clock.advance(by: .seconds(3))
      return await ticks
    }
    #expect(ticks == [.seconds(1), .seconds(2), .seconds(3)])
  }

  @Test func aTimerSkipsTicksItsConsumerMissed() async {
    let clock = TestClock()
    var iterator = clock.timer(interval: .seconds(1)).makeAsyncIterator()
    async let first = iterator.next()
    await clock.advance(by: .seconds(1))
    #expect(await first == VirtualInstant(offset: .seconds(1)))
    await clock.advance(by: .milliseconds(2_500))
    async let next = iterator.next()
    await clock.advance(by: .seconds(1))
    #expect(await next == VirtualInstant(offset: .seconds(4)))
  }

  @Test func aTimerOnAnImmediateClockTicksAtOnce() async {
    let clock = ImmediateClock()
    var count = 0
    for await _ in clock.timer(interval: .seconds(60)) {
      count += 1
      if count == 5 { break }
    }
    #expect(count == 5)
    #expect(clock.now == VirtualInstant(offset: .seconds(300)))
  }

  @Test func aTimerEndsWhenItsTaskIsCancelled() async {
    let clock = TestClock()
    let task = Task(executorPreference: TestExecutor.current) {
      var count = 0
      for await _ in clock.timer(interval: .seconds(1)) { count += 1 }
      return count
    }
    await clock.advance(by: .seconds(2))
    task.cancel()
    #expect(await task.value == 2)
  }

  @Test func aTimerWithANonPositiveIntervalReportsAndEnds() async {
    let clock = TestClock()
    let line = #line + 1
    let timer = clock.timer(interval: .zero)
    let (count, issues) = await collectIssues {
      var count = 0
      for await _ in timer { count += 1 }
      return count
    }
    #expect(count == 0)
    #expect(issues.map(\.message) == [
      "A clock timer's interval is 0.0 seconds: it would tick without end. Give "
        + "'timer(interval:)' a positive interval."
    ])
    #expect(issues.first?.location.line == line)
  }

  @Test func checkSuspensionThrowsWhileATaskSleepsAndNotOnceItWoke() async throws {
    let clock = TestClock()
    async let sleep: Void = clock.sleep(for: .seconds(1))
    await #expect(throws: TestClock.SuspensionError.self) { try await clock.checkSuspension() }
    do {
      try await clock.checkSuspension()
    } catch {
      #expect(
        "\(error)" == "1 task still sleeps on the TestClock at 0.0 seconds, the next until "
          + "1.0 seconds. Advance the clock past it, or cancel the sleeping work, before checking.")
    }
    await clock.advance(by: .seconds(1))
    try await sleep
    try await clock.checkSuspension()
  }

  @Test func runWithATimeoutDrainsFiniteWork() async throws {
    let clock = TestClock()
    async let sleeps: Void = {
      for _ in 1...3 { try await clock.sleep(for: .seconds(1)) }
    }()
    // A bound generous enough for a loaded machine under a sanitizer: finite work ends first.
    await clock.run(timeout: .seconds(60))
    try await sleeps
    #expect(clock.now == VirtualInstant(offset: .seconds(3)))
  }

  /// With thousands of parallel tests, the wait for a test's work to go idle before the first
  /// wake can outlast the bound: that is not code that keeps scheduling sleeps.
  @Test func runWithATimeoutTimesItsWakesNotTheFirstWaitForIdle() async throws {
    let clock = TestClock()
    async let sleep: Void = clock.sleep(for: .seconds(1))
    let mainActorBusy = Task { @MainActor in Self.block(for: 0.3) }
    let (_, issues) = await collectIssues { await clock.run(timeout: .milliseconds(100)) }
    try await sleep
    await mainActorBusy.value
    #expect(issues.isEmpty)
    #expect(clock.now == VirtualInstant(offset: .seconds(1)))
  }

  private static func block(for seconds: TimeInterval) { Thread.sleep(forTimeInterval: seconds) }

  @Test func runWithATimeoutReportsWorkThatNeverEnds() async {
    let clock = TestClock()
    let timer = Task(executorPreference: TestExecutor.current) {
      for await _ in clock.timer(interval: .seconds(1)) {}
    }
    let start = ContinuousClock.now
    let (_, issues) = await collectIssues { await clock.run(timeout: .milliseconds(200)) }
    timer.cancel()
    await timer.value
    #expect(ContinuousClock.now - start < .seconds(60))  // Without the timeout it would never end.
    #expect(issues.count == 1)
    #expect(issues.first?.message.hasPrefix("TestClock.run(timeout: 0.2 seconds) ran out of time") == true)
    #expect(issues.first?.message.contains("1 task still sleeping") == true)
  }

  @Test func unimplementedClockTakesItsNameAsSwiftClocksSpellsIt() {
    let clock = UnimplementedClock(name: "Feature.clock")
    let (_, issues) = collectIssues { _ = clock.now }
    #expect(clock.name == "Feature.clock")
    #expect(issues.count == 1)
  }
}
