#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A value guarded by a lock, which threads can also wait on until the value is what they need.
///
/// A `pthread` mutex and condition rather than `Mutex`: ThreadSanitizer on Linux cannot see a
/// contended `Mutex`, and `Synchronization` has no condition variable. Locks do not nest, unless
/// the place that nests them says in which order.
package final class LockedValue<Value>: @unchecked Sendable {
  // Sendable: `value` is only touched with `mutex` locked; `mutex` and `condition` never move.
  private var value: Value
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

  /// Creates a lock around `value`.
  package init(_ value: sending Value) {
    self.value = value
    mutex.initialize(to: pthread_mutex_t())
    check(pthread_mutex_init(mutex, nil), "pthread_mutex_init")
    condition.initialize(to: pthread_cond_t())
    #if canImport(Darwin)
      check(pthread_cond_init(condition, nil), "pthread_cond_init")
    #else
      // Timed waits count on the monotonic clock, which the wall clock's changes do not move.
      var attributes = pthread_condattr_t()
      check(pthread_condattr_init(&attributes), "pthread_condattr_init")
      check(pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC), "pthread_condattr_setclock")
      check(pthread_cond_init(condition, &attributes), "pthread_cond_init")
      pthread_condattr_destroy(&attributes)
    #endif
  }

  deinit {
    pthread_cond_destroy(condition)
    pthread_mutex_destroy(mutex)
    condition.deallocate()
    mutex.deallocate()
  }

  /// Runs `body` with exclusive access to the value.
  package func withLock<Result>(
    _ body: (inout sending Value) throws -> sending Result
  ) rethrows -> sending Result {
    check(pthread_mutex_lock(mutex), "pthread_mutex_lock")
    defer { check(pthread_mutex_unlock(mutex), "pthread_mutex_unlock") }
    return try body(&value)
  }

  /// What a waiting body found: its result, or how long to wait before it looks again.
  package enum Wait<Result> {
    case done(Result)
    /// Look again once another thread wakes the lock's waiters.
    case wait
    /// Look again once another thread wakes the lock's waiters, or at the deadline.
    case waitUntil(ContinuousClock.Instant)
  }

  /// Runs `body` under the lock, again on each wake-up or deadline, until it returns
  /// ``Wait/done(_:)``; the lock is released while waiting. `body` may also run spuriously.
  package func wait<Result>(_ body: (inout sending Value) -> sending Wait<Result>) -> Result {
    check(pthread_mutex_lock(mutex), "pthread_mutex_lock")
    defer { check(pthread_mutex_unlock(mutex), "pthread_mutex_unlock") }
    while true {
      switch body(&value) {
      case .done(let result):
        return result
      case .wait:
        check(pthread_cond_wait(condition, mutex), "pthread_cond_wait")
      case .waitUntil(let deadline):
        waitForWakeUp(until: deadline)
      }
    }
  }

  /// Wakes every thread waiting in ``wait(_:)``, so that each looks at the value again.
  package func wakeAll() {
    check(pthread_cond_broadcast(condition), "pthread_cond_broadcast")
  }

  /// Wakes one thread waiting in ``wait(_:)``, when any of them can take what changed.
  package func wakeOne() {
    check(pthread_cond_signal(condition), "pthread_cond_signal")
  }

  /// Waits, with `mutex` locked, for a wake-up or `deadline`.
  private func waitForWakeUp(until deadline: ContinuousClock.Instant) {
    let (seconds, attoseconds) = ContinuousClock.now.duration(to: deadline).components
    guard seconds >= 0, seconds > 0 || attoseconds > 0 else { return }
    #if canImport(Darwin)
      var relative = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
      let result = pthread_cond_timedwait_relative_np(condition, mutex, &relative)
    #else
      var now = timespec()
      check(clock_gettime(CLOCK_MONOTONIC, &now), "clock_gettime")
      let nanoseconds = now.tv_nsec + Int(attoseconds / 1_000_000_000)
      var absolute = timespec(
        tv_sec: now.tv_sec + Int(seconds) + nanoseconds / 1_000_000_000,
        tv_nsec: nanoseconds % 1_000_000_000)
      let result = pthread_cond_timedwait(condition, mutex, &absolute)
    #endif
    if result != ETIMEDOUT { check(result, "pthread_cond_timedwait") }
  }
}

/// Stops the process when a `pthread` call fails: the lock's memory is corrupt.
private func check(_ result: Int32, _ call: StaticString) {
  precondition(result == 0, "\(call) failed with error \(result)")
}
