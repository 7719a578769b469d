#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A value guarded by a lock that ThreadSanitizer can see.
///
/// A `pthread_mutex_t` (an `os_unfair_lock` on Apple platforms) rather than `Mutex`: on Linux,
/// ThreadSanitizer does not see `Mutex`'s futex and reports every access it guards as a race.
package final class LockedValue<Value>: @unchecked Sendable {
  // The value is only reached between lock() and unlock() of the lock below.
  private var value: Value
  #if canImport(Darwin)
    private let lock: UnsafeMutablePointer<os_unfair_lock>
  #else
    private let lock: UnsafeMutablePointer<pthread_mutex_t>
  #endif

  /// Creates a lock around `value`.
  package init(_ value: sending Value) {
    self.value = value
    lock = .allocate(capacity: 1)
    #if canImport(Darwin)
      lock.initialize(to: os_unfair_lock())
    #else
      lock.initialize(to: pthread_mutex_t())
      pthread_mutex_init(lock, nil)
    #endif
  }

  deinit {
    #if !canImport(Darwin)
      pthread_mutex_destroy(lock)
    #endif
    lock.deinitialize(count: 1)
    lock.deallocate()
  }

  /// Runs `body` with exclusive access to the value.
  package func withLock<Result>(
    _ body: (inout sending Value) throws -> sending Result
  ) rethrows -> sending Result {
    #if canImport(Darwin)
      os_unfair_lock_lock(lock)
      defer { os_unfair_lock_unlock(lock) }
    #else
      pthread_mutex_lock(lock)
      defer { pthread_mutex_unlock(lock) }
    #endif
    return try body(&value)
  }
}
