// Work that outlives the call that started it, as apps write it: a checkout flow that tracks a
// purchase in a task of its own, audits its event log a moment later, sets a reminder on the
// clock dependency, and a heartbeat that runs detached from whoever started it. The lifecycle
// tests start this work and do not await it, to check what the toolkit says when it outlives
// the test.
import DependenceMacros
import Foundation

@DependencyClient
nonisolated struct CheckoutAnalytics: Sendable {
  var track: @Sendable (_ event: String) -> Void
}

nonisolated extension CheckoutAnalytics: TestDependencyKey {
  static let testValue = CheckoutAnalytics()
}

nonisolated struct EventLog: Sendable {
  var entries: @Sendable () -> [String]
}

nonisolated extension EventLog: TestDependencyKey {
  static let testValue = EventLog { [] }
}

nonisolated extension DependencyValues {
  var checkoutAnalytics: CheckoutAnalytics {
    get { self[CheckoutAnalytics.self] }
    set { self[CheckoutAnalytics.self] = newValue }
  }

  var eventLog: EventLog {
    get { self[EventLog.self] }
    set { self[EventLog.self] = newValue }
  }
}

@MainActor
final class CheckoutFlow {
  @Dependency(\.checkoutAnalytics) private var analytics
  @Dependency(\.eventLog) private var eventLog
  @Dependency(\.continuousClock) private var clock
  private(set) var reminded = false
  private(set) var audited: [String] = []

  /// Tracks the purchase a moment later, without making the caller wait.
  func purchase(trackingAfter delay: Duration) {
    Task {
      try? await Task.sleep(for: delay)
      analytics.track("purchase")
    }
  }

  /// Audits the event log a moment later.
  func audit(after delay: Duration) {
    Task {
      try? await Task.sleep(for: delay)
      audited = eventLog.entries()
    }
  }

  /// Reminds the user a day later, on the clock dependency.
  func remindTomorrow() {
    Task {
      try? await clock.sleep(for: .seconds(86_400))
      reminded = true
    }
  }
}

/// A heartbeat that runs detached from whatever started it, and reports when it is missed.
nonisolated enum Heartbeat {
  static func start(missingAfter delay: Duration) {
    Task.detached {
      try? await Task.sleep(for: delay)
      reportIssue("The heartbeat was missed")
    }
  }
}

/// Writes batches to disk in tasks of their own, on the preferred executor (the test's, in a
/// deterministic test); each write blocks its thread while the disk works.
nonisolated enum BatchWriter {
  static func write(batches: Int) {
    for _ in 1...batches {
      Task(executorPreference: PreferredExecutor.current) { usleep(100_000) }
    }
  }
}
