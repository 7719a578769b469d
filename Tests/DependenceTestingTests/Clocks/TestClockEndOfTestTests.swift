import Dependence
@testable import DependenceTesting
import Testing

/// A test that ends with a sleeper its clock's last advance went past before the sleep began is
/// told why, and what to change; sleepers that no advance could have woken are named as work
/// that outlives the test.
@Suite struct TestClockEndOfTestTests {
  /// Starts a task that sleeps `duration` on `clock` once the clock has advanced by `advance`;
  /// returns it, still sleeping, for the caller to cancel after the test ends.
  private static func sleepAfterAdvancing(
    _ clock: TestClock, by advance: Duration, thenSleepFor duration: Duration
  ) async throws -> Task<Void, any Error> {
    await clock.advance(by: advance)
    let task = Task { try await clock.sleep(for: duration) }
    try await clock.waitForSleepers(count: 1)
    return task
  }

  @Test func aSleeperTheAdvanceWentPastBeforeItSleptIsNamedWithTheFix() async throws {
    let tasks = LockedValue<[Task<Void, any Error>]>([])
    let recorded = try await issues(under: [.dependencies { _ in }]) {
      let clock = TestClock()
      let task = try await Self.sleepAfterAdvancing(
        clock, by: .milliseconds(300), thenSleepFor: .milliseconds(300))
      tasks.withLock { $0.append(task) }
    }
    tasks.withLock { $0.forEach { $0.cancel() } }
    #expect(recorded.count == 1)
    #expect(recorded.first?.severity == .warning)
    let comment = recorded.first?.comments.map(\.rawValue).joined() ?? ""
    #expect(comment.contains("still held 1 sleeper (until 0.6 seconds)"))
    #expect(comment.contains("its last advance, from 0.0 seconds to 0.3 seconds, would have woken"))
    #expect(comment.contains("'.dependencies(scheduling: .deterministic)'"))
    #expect(comment.contains("'await clock.waitForSleepers(count: 1)'"))
  }

  @Test func aSleepLongerThanTheAdvanceIsNamedAsOutlivingTheTest() async throws {
    let tasks = LockedValue<[Task<Void, any Error>]>([])
    let recorded = try await issues(under: [.dependencies { _ in }]) {
      let task = try await Self.sleepAfterAdvancing(
        TestClock(), by: .milliseconds(300), thenSleepFor: .seconds(1))
      tasks.withLock { $0.append(task) }
    }
    tasks.withLock { $0.forEach { $0.cancel() } }
    Self.expectOnlyTheOutlivingSleeper(recorded)
  }

  @Test func aSleepAfterAnAdvanceThatWokeSomethingIsNamedAsOutlivingTheTest() async throws {
    let tasks = LockedValue<[Task<Void, any Error>]>([])
    let recorded = try await issues(under: [.dependencies { _ in }]) {
      let clock = TestClock()
      async let first: Void = clock.sleep(for: .milliseconds(100))
      try await clock.waitForSleepers(count: 1)
      let task = try await Self.sleepAfterAdvancing(
        clock, by: .milliseconds(300), thenSleepFor: .milliseconds(300))
      tasks.withLock { $0.append(task) }
      try await first
    }
    tasks.withLock { $0.forEach { $0.cancel() } }
    Self.expectOnlyTheOutlivingSleeper(recorded)
  }

  /// Checks that `recorded` is one warning, naming a sleeper that outlives the test, not one the
  /// last advance would have woken.
  private static func expectOnlyTheOutlivingSleeper(_ recorded: [Issue]) {
    #expect(recorded.count == 1)
    #expect(recorded.first?.severity == .warning)
    let comment = recorded.first?.comments.map(\.rawValue).joined() ?? ""
    #expect(comment.contains("ended while 1 task it started still slept on the TestClock"))
    #expect(!comment.contains("would have woken"))
  }
}
