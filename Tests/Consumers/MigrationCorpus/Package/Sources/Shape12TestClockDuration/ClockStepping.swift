// Shape seen in: a _Clock.swift whose header names Supabase (`extension TestClock<Duration>: _Clock`; supabase-swift, inferred from a code-search hit) and a SwiftComponent TestStep.advanceClock helper (`as? TestClock<Duration>`, code-search hit, repository not resolved) — swift-clocks' generic `TestClock<Duration>` named as a type in a shared test-support library
import Clocks
import Dependencies
import Foundation

public protocol SleepingClock: Sendable {
  func sleep(seconds: TimeInterval) async throws
}

extension ContinuousClock: SleepingClock {
  public func sleep(seconds: TimeInterval) async throws {
    try await sleep(for: .seconds(seconds))
  }
}

extension TestClock<Duration>: SleepingClock {
  public func sleep(seconds: TimeInterval) async throws {
    try await sleep(for: .seconds(seconds))
  }
}

public enum ClockStepping {
  /// Advances the test clock the model reads, if the test installed one.
  public static func advanceClock(by duration: Duration = .seconds(1)) async {
    @Dependency(\.continuousClock) var clock
    guard let testClock = clock as? TestClock<Duration> else { return }
    await testClock.advance(by: duration)
  }

  public static func makeClock() -> Clocks.TestClock<Duration> {
    TestClock()
  }
}
