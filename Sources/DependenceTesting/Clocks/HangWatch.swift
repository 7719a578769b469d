import Foundation

/// Wakes each test clock that watches for hangs when its next check is due, from a thread of its
/// own: a hang must be caught on time even when every thread of Swift's global executor is busy.
final class HangWatch: @unchecked Sendable {
  // `checks` is only read or written with `condition` locked.
  private let condition = NSCondition()
  /// The clocks to check, the earliest due first. A clock made and dropped within a test leaves
  /// its check here until it is due, so a test that makes thousands of clocks has thousands of
  /// checks: each insertion and removal is O(log n), and the thread wakes only for an earlier one.
  private var checks = MinHeap<Check>()
  private var isStarted = false

  /// The watch every test clock uses.
  static let shared = HangWatch()

  private struct Check: Comparable {
    let due: ContinuousClock.Instant
    weak var clock: TestClock?

    static func < (lhs: Check, rhs: Check) -> Bool { lhs.due < rhs.due }
    static func == (lhs: Check, rhs: Check) -> Bool { lhs.due == rhs.due }
  }

  /// Checks `clock` at `due`; the check returns when to check it next, if ever.
  func check(_ clock: TestClock, at due: ContinuousClock.Instant) {
    let starts = condition.withLock {
      // The thread waits until the first check is due: wake it only for an earlier one.
      if checks.first.map({ due < $0.due }) ?? true { condition.signal() }
      checks.insert(Check(due: due, clock: clock))
      defer { isStarted = true }
      return !isStarted
    }
    if starts {
      let thread = Thread { [self] in watch() }
      thread.name = "dependence.HangWatch"
      thread.start()
    }
  }

  private func watch() {
    while true {
      let due = condition.withLock { () -> [Check] in
        while true {
          let now = ContinuousClock.now
          var due: [Check] = []
          while let first = checks.first, first.due <= now {
            due.append(first)
            _ = checks.popFirst()
          }
          if !due.isEmpty { return due }
          guard let next = checks.first?.due else {
            condition.wait()
            continue
          }
          _ = condition.wait(until: Date(timeIntervalSinceNow: now.duration(to: next).seconds))
        }
      }
      for check in due {
        guard let clock = check.clock, let next = clock.nextHangCheck() else { continue }
        self.check(clock, at: next)
      }
    }
  }
}

extension Duration {
  /// The duration in seconds, as a floating-point number.
  fileprivate var seconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
