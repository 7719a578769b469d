#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A value guarded by a pthread mutex, for the clocks' state.
///
/// `Synchronization.Mutex` is the package's usual lock, but on Linux ThreadSanitizer cannot see
/// its locking and reports false races whenever it is contended, as the clocks' state is. The
/// sanitizer intercepts pthread mutexes, so with this lock the clock tests stay TSan-clean.
final class LockedState<State>: @unchecked Sendable {  // Every access to `state` holds `mutex`.
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private var state: State

  init(_ state: State) {
    self.state = state
    self.mutex = .allocate(capacity: 1)
    self.mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Runs `body` with exclusive access to the state.
  func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&state)
  }
}
