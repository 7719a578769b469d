import DependenceTesting
import Synchronization

/// Clock scenarios shared by the clock tests and the stress test. Each returns what it observed,
/// so a caller can check it; none waits on real time or yields to get there.
///
/// The scenarios run on one actor: code that sleeps on a `TestClock` directly, on the same actor
/// as the test that advances it, has run up to its next suspension when `advance` returns.
actor ClockScenarios {
  private var log: [String] = []

  /// Sleepers with the given deadlines (in seconds), started in order; returns the order in which
  /// they woke, as indices.
  func wakeOrder(deadlines: [Int]) async throws -> [Int] {
    let clock = TestClock()
    log = []
    var tasks: [Task<Void, any Error>] = []
    for (index, seconds) in deadlines.enumerated() {
      tasks.append(Task { try await self.sleep(on: clock, seconds: seconds, recording: "\(index)") })
      try await clock.waitForSleepers(count: index + 1)
    }
    await clock.advance(by: .seconds(deadlines.max() ?? 0))
    for task in tasks { try? await task.value }
    return log.compactMap { Int($0) }
  }

  /// A task that ticks every second; returns the tick count after each of `advances` seconds.
  func timerTicks(advances: [Int]) async throws -> [Int] {
    let clock = TestClock()
    log = []
    let timer = Task { try await self.tick(on: clock) }
    try await clock.waitForSleepers(count: 1)
    var counts: [Int] = []
    for seconds in advances {
      await clock.advance(by: .seconds(seconds))
      counts.append(log.count)
    }
    timer.cancel()
    _ = await timer.result
    return counts
  }

  /// `count` sleepers, cancelled before the clock moves; returns how many threw
  /// `CancellationError` and how many still sleep on the clock.
  func cancelledSleepers(count: Int) async throws -> (cancelled: Int, stillSleeping: Int) {
    let clock = TestClock()
    let tasks = (0..<count).map { _ in
      Task { try await clock.sleep(for: .seconds(60)) }
    }
    try await clock.waitForSleepers(count: count)
    for task in tasks { task.cancel() }
    var cancelled = 0
    for task in tasks {
      if case .failure(let error) = await task.result, error is CancellationError {
        cancelled += 1
      }
    }
    return (cancelled, clock.sleeperCount)
  }

  private func tick(on clock: TestClock) async throws {
    while true {
      try await clock.sleep(for: .seconds(1))
      log.append("tick")
    }
  }

  private func sleep(on clock: TestClock, seconds: Int, recording entry: String) async throws {
    try await clock.sleep(for: .seconds(seconds))
    log.append(entry)
  }
}
