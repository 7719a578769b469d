import Dependence
import Synchronization

/// One test as the work it starts sees it, before and after the test ends: how messages name it,
/// where its issues go while it runs, and when it ended.
///
/// Every entry makes one: a trait (``TestRun/runTest(hangTimeout:lease:isolation:_:)``),
/// `DependenceTestCase`, the XCTest observer for a plain `XCTestCase`, and the scope registry for
/// a Swift Testing test with no trait. The test's ``TestRun`` and its default scope hold it, so
/// work that carries either as a task-local still knows its test after the test returned.
final class TestLifetime: Sendable {
  /// How messages name the test: `'loads()' (FeatureTests.swift:12)`, `'GreetingTests.testLoads'`.
  let name: String
  /// Where the test's issues go while it runs.
  let sink: any TestIssueSink
  /// Whether the toolkit learns when the test ends: not for a Swift Testing test with no trait,
  /// whose end Swift Testing tells no library.
  let knowsItsEnd: Bool
  /// Whether ``end()`` ran: read on every dependency read of the test, so an atomic.
  private let ended = Atomic(false)
  private let state = LockedValue(State())

  private struct State {
    var endedAt: ContinuousClock.Instant?
    /// Tells when the last task the test started has ended, when the test's entry binds a lease.
    var work: WorkLease.Tracker?
  }

  init(name: String, sink: any TestIssueSink, knowsItsEnd: Bool = true) {
    self.name = name
    self.sink = sink
    self.knowsItsEnd = knowsItsEnd
    if knowsItsEnd { ProcessState.recentTests.started(self) }
  }

  /// The lifetime of the test the current task's work belongs to: its run's, else the test scope's
  /// its dependency values carry, else the running Swift Testing test's; `nil` for work that
  /// carries no test (a plain `XCTestCase`, `Task.detached`, Dispatch, a `Thread`).
  static var current: TestLifetime? {
    TestRun.current?.lifetime ?? DefaultScope.bound?.lifetime
      ?? SwiftTestingRouting.traitlessLifetime()
  }

  /// Whether the test has ended.
  var hasEnded: Bool { ended.load(ordering: .acquiring) }

  /// How long ago the test ended, or `nil` while it runs.
  var timeSinceEnd: Duration? {
    state.withLock { $0.endedAt }.map { $0.duration(to: .now) }
  }

  /// Runs `body` unless the test has ended, holding the lock ``end()`` takes, so the test cannot
  /// end while `body` records in it.
  func unlessEnded<Result>(_ body: () -> Result) -> Result? {
    state.withLock { state in state.endedAt == nil ? body() : nil }
  }

  /// Watches the lease the test's entry binds, to tell when the work the test started is done.
  func watch(_ lease: WorkLease) {
    state.withLock { $0.work = lease.tracker }
  }

  /// Whether a task the test started still runs (known only when its entry bound a lease).
  var hasRunningWork: Bool {
    state.withLock { $0.work }.map { !$0.isReleased } ?? false
  }

  /// The tracker of the test's lease, if its entry bound one.
  var work: WorkLease.Tracker? { state.withLock { $0.work } }

  /// Marks the test ended; later issues of its work are reported as late. Runs once.
  func end() {
    let isFirst = state.withLock { state in
      guard state.endedAt == nil else { return false }
      state.endedAt = .now
      return true
    }
    guard isFirst else { return }
    ended.store(true, ordering: .releasing)
    if knowsItsEnd { ProcessState.recentTests.ended(self) }
  }
}

extension DefaultScope {
  /// The test this scope belongs to, if DependenceTesting made the scope.
  var lifetime: TestLifetime? { (observer as? TestScope)?.test }
}
