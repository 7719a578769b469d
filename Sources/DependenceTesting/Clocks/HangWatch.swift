import Foundation

/// Wakes each test clock that watches for hangs, and the executor threads' line when it may have
/// stalled, when its next check is due, from a thread of its
/// own: a hang must be caught on time even when every thread of Swift's global executor is busy.
final class HangWatch: Sendable {
  private let state = LockedValue(State())

  private struct State {
    /// The checks to run, earliest due first: a heap, since the checks of dropped clocks stay
    /// until due and a test may make thousands.
    var checks = MinHeap<Check>()
    var isStarted = false
    /// How many clocks are watched: those whose check is queued or running.
    var clocks = 0
  }

  private struct Check: Comparable {
    let due: ContinuousClock.Instant
    let isClock: Bool
    /// Looks, and returns when to look again, if ever.
    let look: @Sendable () -> ContinuousClock.Instant?

    static func < (lhs: Check, rhs: Check) -> Bool { lhs.due < rhs.due }
    static func == (lhs: Check, rhs: Check) -> Bool { lhs.due == rhs.due }
  }

  /// Checks `clock` at `due`, with its checks of `line`; the check returns when to check it
  /// next, if ever.
  func check(_ clock: TestClock, at due: ContinuousClock.Instant, line: UInt64) {
    state.withLock { $0.clocks += 1 }
    insert(Check(due: due, isClock: true) { [weak clock] in clock?.nextHangCheck(line: line) })
  }

  /// Runs `look` at `due`, and again when it says, until it returns `nil`.
  func check(
    at due: ContinuousClock.Instant, _ look: @escaping @Sendable () -> ContinuousClock.Instant?
  ) {
    insert(Check(due: due, isClock: false, look: look))
  }

  /// Whether a clock is watched: until its check says to stop.
  var watchesClocks: Bool { state.withLock { $0.clocks > 0 } }

  private func insert(_ check: Check) {
    let (starts, isEarliest) = state.withLock { state in
      // The thread waits until the first check is due: wake it only for an earlier one.
      let isEarliest = state.checks.first.map { check.due < $0.due } ?? true
      state.checks.insert(check)
      defer { state.isStarted = true }
      return (!state.isStarted, isEarliest)
    }
    if isEarliest { state.wakeOne() }
    if starts {
      let thread = Thread { [self] in watch() }
      thread.name = "dependence.HangWatch"
      thread.start()
    }
  }

  private func watch() {
    while true {
      let due = state.wait { state -> LockedValue<State>.Wait<[Check]> in
        let now = ContinuousClock.now
        var due: [Check] = []
        while let first = state.checks.first, first.due <= now {
          due.append(first)
          _ = state.checks.popFirst()
        }
        if !due.isEmpty { return .done(due) }
        guard let next = state.checks.first?.due else { return .wait }
        return .waitUntil(next)
      }
      for check in due {
        guard let next = check.look() else {
          if check.isClock { state.withLock { $0.clocks -= 1 } }
          continue
        }
        insert(Check(due: next, isClock: check.isClock, look: check.look))
      }
    }
  }
}
