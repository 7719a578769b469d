import Dependencies
import Foundation

/// Counts a focus session down a second at a time, then logs it and says it is over.
@MainActor
public final class PomodoroTimer {
  @Dependency(\.continuousClock) var clock
  @Dependency(\.date.now) var now
  @Dependency(\.uuid) var uuid
  @Dependency(\.greeter) var greeter
  @Dependency(\.notifier) var notifier
  @Dependency(\.sessionLog) var sessionLog

  public let focusLength: Duration
  public private(set) var isFocusing = false
  public private(set) var remaining: Duration = .zero

  public init(focusLength: Duration = .seconds(25 * 60)) {
    self.focusLength = focusLength
  }

  public var greeting: String { greeter.greet() }

  /// Runs one session on `task`; returns it once it is logged.
  @discardableResult
  public func focus(on task: String) async throws -> Session {
    let session = Session(id: uuid(), task: task, startedAt: now, length: focusLength)
    isFocusing = true
    defer { isFocusing = false }
    remaining = focusLength
    while remaining > .zero {
      try await clock.sleep(for: .seconds(1))
      remaining -= .seconds(1)
    }
    try await sessionLog.record(session)
    await notifier.post("\(task): time for a break")
    return session
  }

  /// The sessions logged so far.
  public func history() async throws -> [Session] {
    try await sessionLog.all()
  }
}
