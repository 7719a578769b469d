import Foundation
import Synchronization
import Testing

@testable import DependenceTesting

@Suite struct StarvationMeterTests {
  /// A target whose probes wait until the test runs them.
  final class HeldTarget: Sendable {
    private let held = Mutex<[(sent: ContinuousClock.Instant, ran: @Sendable () -> Void)]>([])

    var target: StarvationMeter.Target {
      StarvationMeter.Target { [self] ran in held.withLock { $0.append((.now, ran)) } }
    }

    /// Waits until a probe is held, then runs it; returns when it was sent (at the latest) and
    /// the instants just before and after it ran.
    @discardableResult
    func runNextProbe() async throws -> (
      sent: ContinuousClock.Instant, before: ContinuousClock.Instant, after: ContinuousClock.Instant
    ) {
      let deadline = ContinuousClock.now + .seconds(60)
      while ContinuousClock.now < deadline {
        if let probe = held.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) {
          let before = ContinuousClock.now
          probe.ran()
          return (probe.sent, before, .now)
        }
        try await Task.sleep(for: .milliseconds(1))
      }
      Issue.record("no probe was sent")
      return (.now, .now, .now)
    }
  }

  /// A process that neither uses nor waits for a CPU, or that demands one core all the time.
  static let idleProcess: @Sendable () -> Duration = { .zero }
  static let busyProcess: @Sendable () -> Duration = {
    let start = ContinuousClock.now
    return { start.duration(to: .now) }
  }()

  /// A meter of `targets` that measures from now on, with a clock watched for a minute.
  private func measuring(
    _ targets: [StarvationMeter.Target], cpuDemand: @escaping @Sendable () -> Duration
  ) -> (StarvationMeter, TestClock) {
    let hangWatch = HangWatch()
    let clock = TestClock()
    hangWatch.check(clock, at: .now + .seconds(60), line: 0)
    let meter = StarvationMeter(hangWatch: hangWatch, targets: targets, cpuDemand: cpuDemand)
    meter.measure()
    return (meter, clock)
  }

  @Test func aProbeThatRanCountsItsWholeWaitPastTheGracePeriod() async throws {
    let target = HeldTarget()
    let start = ContinuousClock.now
    let (meter, clock) = measuring([target.target], cpuDemand: Self.idleProcess)
    try await Task.sleep(for: .milliseconds(300))
    #expect(
      meter.starvedTime(from: start, to: .now) == .zero,
      "a probe still waiting in a process that uses no CPU counts nothing yet")
    let probe = try await target.runNextProbe()
    let waited = meter.starvedTime(from: start, to: .now)
    let grace = StarvationMeter.grace
    // From the send (recorded just after the meter noted it) and the grace period to the run.
    #expect(
      waited >= probe.sent.duration(to: probe.before) - grace
        && waited <= probe.sent.duration(to: probe.after), "\(waited)")
    #expect(waited > .milliseconds(250))
    withExtendedLifetime(clock) {}
  }

  @Test func aProbeStillWaitingCountsWhileTheProcessIsBusy() async throws {
    let target = HeldTarget()
    let start = ContinuousClock.now
    let (meter, clock) = measuring([target.target], cpuDemand: Self.busyProcess)
    try await Task.sleep(for: .milliseconds(400))
    let now = ContinuousClock.now
    let waiting = meter.starvedTime(from: start, to: now)
    // The ticks' part of the wait: all but the grace period and what passed since the last tick.
    #expect(waiting > .zero && waiting < start.duration(to: now) - StarvationMeter.grace)
    let probe = try await target.runNextProbe()
    let waited = meter.starvedTime(from: start, to: .now)
    #expect(waited <= probe.sent.duration(to: probe.after), "\(waited)")
    withExtendedLifetime(clock) {}
  }

  @Test func aLateProbeIsFollowedAtOnceSoALongStarvationIsOneSpan() async throws {
    let target = HeldTarget()
    let start = ContinuousClock.now
    let (meter, clock) = measuring([target.target], cpuDemand: Self.idleProcess)
    try await Task.sleep(for: .milliseconds(100))
    let first = try await target.runNextProbe()
    try await Task.sleep(for: .milliseconds(100))
    let second = try await target.runNextProbe()
    let waited = meter.starvedTime(from: start, to: .now)
    // Both waits but the first probe's grace period: the second was sent as the first ran.
    let grace = StarvationMeter.grace
    #expect(second.sent >= first.before && second.sent <= first.after, "sent as the first ran")
    #expect(
      waited >= first.sent.duration(to: second.before) - grace
        && waited <= first.sent.duration(to: second.after), "\(waited)")
    withExtendedLifetime(clock) {}
  }

  @Test func probesThatRunAtOnceCountNothingInABusyProcess() async throws {
    let start = ContinuousClock.now
    let sent = Mutex(0)
    let atOnce = StarvationMeter.Target { ran in
      sent.withLock { $0 += 1 }
      ran()
    }
    let (meter, clock) = measuring([atOnce], cpuDemand: Self.busyProcess)
    while sent.withLock({ $0 }) < 3 { try await Task.sleep(for: .milliseconds(10)) }
    #expect(meter.starvedTime(from: start, to: .now) == .zero)
    withExtendedLifetime(clock) {}
  }

  /// More busy threads than cores: each waits for a CPU while the others run, and the process's
  /// CPU demand counts those waits besides its CPU time.
  ///
  /// In a process of its own, whose other tests the spinning threads would hold up (under
  /// ThreadSanitizer, a spin until the test stopped it once held every test up for 90 seconds).
  /// Each thread spins for a fixed time, then blocks until the waits are read: a thread that
  /// ends takes its wait with it.
  @Test(.enabled(if: isLinux)) func threadsKeptOffTheCPUsCountAsDemand() async throws {
    let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
      let threads = ProcessInfo.processInfo.activeProcessorCount * 2 + 1
      let spun = DispatchSemaphore(value: 0)
      let release = DispatchSemaphore(value: 0)
      let waitBefore = StarvationMeter.runQueueWait()
      for _ in 0..<threads {
        Thread {
          let end = ContinuousClock.now + .milliseconds(300)
          while ContinuousClock.now < end {}
          spun.signal()
          release.wait()
        }.start()
      }
      for _ in 0..<threads { spun.wait() }
      let waited = StarvationMeter.runQueueWait() - waitBefore
      for _ in 0..<threads { release.signal() }
      print("waited:", Int(waited / .milliseconds(1)))
    }
    // The child's last line: its wait in milliseconds.
    let output = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
    let line = output.split(separator: "\n").last { $0.hasPrefix("waited: ") }
    let milliseconds = line.flatMap { Int($0.dropFirst("waited: ".count)) }
    #expect((milliseconds ?? 0) >= 50, "\(output)")
  }
}

private let isLinux: Bool = {
  #if os(Linux)
    true
  #else
    false
  #endif
}()
