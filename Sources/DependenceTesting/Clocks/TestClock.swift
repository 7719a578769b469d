public import Dependence

/// A clock whose time moves only when the test moves it.
///
/// Give it to the code under test in place of a real clock. Tasks that sleep on it stay
/// suspended until the test calls ``advance(by:fileID:filePath:line:column:)``,
/// ``advance(to:fileID:filePath:line:column:)`` or ``run(maxWakeUps:fileID:filePath:line:column:)``,
/// so a test of time-based code neither waits nor flakes.
///
/// Before advancing, wait for the code under test to start sleeping with
/// ``waitForSleepers(count:timeout:fileID:filePath:line:column:)``: it returns as soon as
/// enough tasks sleep on the clock, so the test never needs `Task.yield()`.
///
/// ```swift
/// @Test func greetingAppearsAfterOneSecond() async throws {
///   let clock = TestClock()
///   let greeting = Task { try await clock.sleep(for: .seconds(1)); return "Hello" }
///
///   try await clock.waitForSleepers(count: 1)
///   await clock.advance(by: .seconds(1))
///   #expect(try await greeting.value == "Hello")
/// }
/// ```
///
/// An advance wakes only the tasks already sleeping: a task that starts its sleep after
/// `advance` returns sleeps from the new ``now`` and waits for the next advance. So advance right
/// after starting a task (`async let value: Void = clock.sleep(for: .seconds(1))`, then
/// `await clock.advance(by: .seconds(1))`) can leave that task sleeping and the test waiting on
/// it forever; wait for the sleeper between the two.
///
/// A sleep whose deadline is not after ``now`` returns at once. A sleeping task that is
/// cancelled leaves the clock and throws `CancellationError` at once, without the test advancing.
public final class TestClock: Clock, Sendable {
  /// The clock's duration.
  public typealias Duration = Swift.Duration
  /// The clock's instant, shared with the package's other virtual clocks.
  public typealias Instant = VirtualInstant

  struct State {
    var now: VirtualInstant
    var queue = SleeperQueue()
    var lastID: UInt64 = 0
    /// Sleeps that have started but not yet joined the queue.
    var registering: Set<UInt64> = []
    /// Sleeps cancelled before they joined the queue.
    var cancelledEarly: Set<UInt64> = []
    var waiters: [UInt64: Waiter] = [:]

    mutating func nextID() -> UInt64 {
      lastID += 1
      return lastID
    }

    /// Removes and returns the waiters whose count of sleepers has been reached.
    mutating func takeSatisfiedWaiters() -> [Waiter] {
      guard !waiters.isEmpty else { return [] }
      let count = queue.count
      let satisfied = waiters.values.filter { $0.count <= count }
      for waiter in satisfied { waiters[waiter.id] = nil }
      return satisfied
    }
  }

  struct Waiter {
    let id: UInt64
    let count: Int
    let continuation: CheckedContinuation<Bool, Never>
  }

  let state: LockedValue<State>

  /// Creates a clock that starts at `now`.
  public init(now: VirtualInstant = VirtualInstant()) {
    self.state = LockedValue(State(now: now))
  }

  /// The clock's current time. It changes only when the test advances the clock.
  public var now: VirtualInstant { state.withLock { $0.now } }

  /// Zero: a test clock can reach any instant.
  public var minimumResolution: Duration { .zero }

  /// The number of tasks sleeping on the clock now.
  public var sleeperCount: Int { state.withLock { $0.queue.count } }

  /// Suspends until the test advances the clock to `deadline` or later.
  ///
  /// Returns at once when `deadline` is not after ``now``.
  /// - Throws: `CancellationError` when the task is cancelled before or during the sleep.
  public nonisolated(nonsending) func sleep(
    until deadline: VirtualInstant, tolerance: Duration? = nil
  ) async throws {
    try await sleep(until: deadline, isolation: #isolation)
  }

  /// Sleeps on the caller's executor from start to end, so that the code after a woken sleep
  /// runs before the advancing test does when both share an actor.
  private func sleep(
    until deadline: VirtualInstant, isolation: isolated (any Actor)?
  ) async throws {
    try Task.checkCancellation()
    let id = state.withLock { state in
      let id = state.nextID()
      state.registering.insert(id)
      return id
    }
    let waker = try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation(isolation: isolation) {
        (continuation: SleeperQueue.Continuation) in
        enqueue(id: id, deadline: deadline, continuation: continuation)
      }
    } onCancel: {
      cancel(id: id)
    }
    // Tell the advancing test that this task is awake, so it moves on only after that.
    waker?.resume()
  }

  /// Suspends for `duration` of the clock's time. See ``sleep(until:tolerance:)``.
  public nonisolated(nonsending) func sleep(
    for duration: Duration, tolerance: Duration? = nil
  ) async throws {
    try await sleep(until: now.advanced(by: duration), tolerance: tolerance)
  }

  private func enqueue(
    id: UInt64, deadline: VirtualInstant, continuation: SleeperQueue.Continuation
  ) {
    enum Outcome {
      case cancelled, due, sleeping([Waiter])
    }
    let outcome = state.withLock { state -> Outcome in
      state.registering.remove(id)
      if state.cancelledEarly.remove(id) != nil { return .cancelled }
      if deadline <= state.now { return .due }
      state.queue.insert(.init(id: id, deadline: deadline, continuation: continuation))
      return .sleeping(state.takeSatisfiedWaiters())
    }
    switch outcome {
    case .cancelled:
      continuation.resume(throwing: CancellationError())
    case .due:
      continuation.resume(returning: nil)
    case .sleeping(let waiters):
      for waiter in waiters { waiter.continuation.resume(returning: true) }
    }
  }

  private func cancel(id: UInt64) {
    let sleeper = state.withLock { state -> SleeperQueue.Sleeper? in
      if let sleeper = state.queue.remove(id: id) { return sleeper }
      if state.registering.contains(id) { state.cancelledEarly.insert(id) }
      return nil
    }
    sleeper?.continuation.resume(throwing: CancellationError())
  }
}

extension Clock where Self == TestClock {
  /// A new ``TestClock`` that starts at zero.
  public static var test: TestClock { TestClock() }
}
