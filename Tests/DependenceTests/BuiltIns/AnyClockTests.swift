import Dependence
import Testing

struct AnyClockTests {
  @Test func measuresItsInstantsFromWhenItWasMade() async throws {
    let base = ContinuousClock()
    let clock = AnyClock(base)
    let start = clock.now
    #expect(start.offset >= .zero)
    #expect(start.offset < .seconds(1))
    try await clock.sleep(until: start.advanced(by: .milliseconds(20)))
    #expect(clock.now.offset >= .milliseconds(20))
    #expect(clock.minimumResolution == base.minimumResolution)
  }

  @Test func holdsClocksOfDifferentTypesAsOneType() {
    let clocks: [AnyClock<Duration>] = [AnyClock(ContinuousClock()), AnyClock(SuspendingClock())]
    #expect(clocks.count == 2)
  }

  @Test func instantsCompareAndMeasureByTheirOffsets() {
    let early = AnyClock<Duration>.Instant(offset: .seconds(1))
    let late = early.advanced(by: .seconds(2))
    #expect(early < late)
    #expect(early.duration(to: late) == .seconds(2))
    #expect(late.duration(to: early) == .seconds(-2))
  }
}

extension AnyClockTests {
  @Test func aTimerOnAnyClockSleepsOnTheCallersActorWhenTheClockCan() async {
    let spy = SleepPathClock()
    let clock: any Clock<Duration> = spy
    var ticks = 0
    for await _ in clock.timer(interval: .seconds(1)) {
      ticks += 1
      if ticks == 3 { break }
    }
    #expect(spy.paths == ["caller's actor", "caller's actor", "caller's actor"])
  }

  @Test func sleepingForADurationOnAnyClockUsesTheCallersActorWhenTheWrappedClockCan() async throws {
    let spy = SleepPathClock()
    try await AnyClock(spy).sleep(for: .seconds(1))
    try await AnyClock(spy).sleep(until: .init(offset: .seconds(1)))
    #expect(spy.paths == ["caller's actor", "generic executor"])
  }
}

/// A clock that returns from every sleep at once and records which sleep was called.
private final class SleepPathClock: Clock, CallerIsolatedClock, Sendable {
  private let recorded = LockedValue<[String]>([])
  var paths: [String] { recorded.withLock { $0 } }
  var now: VirtualInstant { VirtualInstant() }
  var minimumResolution: Duration { .zero }

  func sleep(until deadline: VirtualInstant, tolerance: Duration?) async throws {
    recorded.withLock { $0.append("generic executor") }
  }

  nonisolated(nonsending) func sleepOnCallersActor(
    for duration: Duration, tolerance: Duration?
  ) async throws {
    recorded.withLock { $0.append("caller's actor") }
  }
}
