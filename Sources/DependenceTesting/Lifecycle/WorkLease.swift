import Foundation

/// Held by every task a test starts: the test's entry binds it as a task-local, which each
/// unstructured `Task { }` copies and lets go of when it ends. When the last holder is gone, the
/// lease's ``Tracker`` knows that no work the test started still runs.
///
/// Nothing else holds a lease: the entry's own binding ends with the test's body, and what the
/// toolkit starts from a test's task (its probes, its hang watch) runs detached from it.
final class WorkLease: Sendable {
  /// The lease of the test the current task's work belongs to.
  @TaskLocal static var current: WorkLease?

  let tracker = Tracker()

  /// A lease that `test` watches, to tell when the work it started is done.
  init(watchedBy test: TestLifetime) {
    test.watch(self)
  }

  deinit { tracker.noteReleased() }

  /// Tells whether the lease is gone, and waits for it to go.
  final class Tracker: Sendable {
    private let released = LockedValue(false)

    /// Whether every task that held the lease has ended.
    var isReleased: Bool { released.withLock { $0 } }

    fileprivate func noteReleased() {
      released.withLock { $0 = true }
    }

    /// Waits, for at most `timeout` of real time, until the lease is gone; returns whether it is.
    func waitUntilReleased(within timeout: Duration) async -> Bool {
      let end = ContinuousClock.now.advanced(by: timeout)
      while !isReleased, ContinuousClock.now < end {
        try? await Task.sleep(for: .milliseconds(1))
      }
      return isReleased
    }

    /// ``waitUntilReleased(within:)`` for a synchronous caller on the main thread (XCTest's entry
    /// point): runs the main run loop meanwhile, so main-actor work the test left can end.
    func waitUntilReleasedRunningMainLoop(within timeout: Duration) -> Bool {
      let end = ContinuousClock.now.advanced(by: timeout)
      while !isReleased, ContinuousClock.now < end {
        if Thread.isMainThread {
          _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.001))
        } else {
          Thread.sleep(forTimeInterval: 0.001)
        }
      }
      return isReleased
    }
  }
}
