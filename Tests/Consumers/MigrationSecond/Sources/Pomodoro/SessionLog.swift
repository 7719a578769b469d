import Dependencies
import DependenciesMacros

/// Where finished sessions are kept.
@DependencyClient
public struct SessionLog: Sendable {
  public var record: @Sendable (_ session: Session) async throws -> Void
  public var all: @Sendable () async throws -> [Session]
}

extension SessionLog {
  /// A log kept in memory for the life of the process.
  public static func inMemory() -> SessionLog {
    let sessions = LockIsolated<[Session]>([])
    return SessionLog(
      record: { session in sessions.withValue { $0.append(session) } },
      all: { sessions.value }
    )
  }
}

extension DependencyValues {
  @DependencyEntry(liveValue: SessionLog.inMemory())
  var sessionLog: SessionLog = SessionLog()
}
