#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A gate that threads wait at until it is opened, once.
///
/// A second reader of a default that is being computed waits here for the first reader to
/// finish. Built on a `pthread` mutex and condition variable, which ThreadSanitizer sees (as
/// ``LockedValue`` explains); `Synchronization` has no condition variable.
final class Gate: @unchecked Sendable {
  // `isOpen` is only read and written between lock and unlock of `mutex`. The mutex and the
  // condition live at fixed addresses, as pthread requires, for the gate's whole life.
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
  private var isOpen = false

  init() {
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
    condition.initialize(to: pthread_cond_t())
    pthread_cond_init(condition, nil)
  }

  deinit {
    pthread_cond_destroy(condition)
    pthread_mutex_destroy(mutex)
    condition.deallocate()
    mutex.deallocate()
  }

  /// Lets every waiter through, now and later.
  func open() {
    pthread_mutex_lock(mutex)
    isOpen = true
    pthread_cond_broadcast(condition)
    pthread_mutex_unlock(mutex)
  }

  /// Returns once the gate is open.
  func wait() {
    pthread_mutex_lock(mutex)
    while !isOpen { pthread_cond_wait(condition, mutex) }
    pthread_mutex_unlock(mutex)
  }
}
