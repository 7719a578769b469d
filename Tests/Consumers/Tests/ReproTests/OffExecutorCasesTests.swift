// A parameterized deterministic test whose every case sleeps in a nonisolated `Task { }`, off the
// test's executor: right every time, and warned about once per run for the clock's line, never
// once per case; a suite that acknowledges the warning hears none. Scripts/consumer-harness.sh
// runs each suite alone and counts the warnings.
import DependenceTesting
import Testing

/// A nonisolated task that sleeps a second on the clock, then returns `value`.
private func delayed(_ value: Int, on clock: TestClock) -> Task<Int, any Error> {
  Task { @concurrent in
    try await clock.sleep(for: .seconds(1))
    return value
  }
}

@Suite(.deterministicScheduling) struct OffExecutorCasesTests {
  @Test(arguments: 0..<1000) func aNonisolatedTaskSleepsOffTheExecutor(value: Int) async throws {
    let clock = TestClock()
    let task = delayed(value, on: clock)
    try await clock.waitForSleepers(count: 1)
    await clock.advance(by: .seconds(1))
    #expect(try await task.value == value)
  }
}

@Suite(.deterministicScheduling(acknowledging: .offExecutorSleeps))
struct AcknowledgedOffExecutorCasesTests {
  @Test(arguments: 0..<1000) func aNonisolatedTaskSleepsOffTheExecutor(value: Int) async throws {
    let clock = TestClock()
    let task = delayed(value, on: clock)
    try await clock.waitForSleepers(count: 1)
    await clock.advance(by: .seconds(1))
    #expect(try await task.value == value)
  }
}
