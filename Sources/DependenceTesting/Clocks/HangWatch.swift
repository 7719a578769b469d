import Foundation

/// Wakes each test clock that watches for hangs when its next check is due, from a thread of its
/// own: a hang must be caught on time even when every thread of Swift's global executor is busy.
final class HangWatch: @unchecked Sendable {
  // `checks` is only read or written with `condition` locked.
  private let condition = NSCondition()
  /// The clocks to check, with when.
  private var checks: [(due: ContinuousClock.Instant, clock: WeakClock)] = []
  private var isStarted = false

  /// The watch every test clock uses.
  static let shared = HangWatch()

  private struct WeakClock {
    weak var clock: TestClock?
  }

  /// Checks `clock` at `due`; the check returns when to check it next, if ever.
  func check(_ clock: TestClock, at due: ContinuousClock.Instant) {
    let starts = condition.withLock {
      checks.append((due, WeakClock(clock: clock)))
      condition.signal()
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
      let due = condition.withLock { () -> [WeakClock] in
        while true {
          let now = ContinuousClock.now
          let due = checks.filter { $0.due <= now }.map(\.clock)
          if !due.isEmpty {
            checks.removeAll { $0.due <= now }
            return due
          }
          guard let next = checks.map(\.due).min() else {
            condition.wait()
            continue
          }
          _ = condition.wait(until: Date(timeIntervalSinceNow: now.duration(to: next).seconds))
        }
      }
      for entry in due {
        guard let clock = entry.clock, let next = clock.nextHangCheck() else { continue }
        check(clock, at: next)
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
