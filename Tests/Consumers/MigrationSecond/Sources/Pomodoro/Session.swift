import Foundation

/// One focus session, as the log keeps it.
public struct Session: Equatable, Identifiable, Sendable {
  public let id: UUID
  public var task: String
  public var startedAt: Date
  public var length: Duration

  public init(id: UUID, task: String, startedAt: Date, length: Duration) {
    self.id = id
    self.task = task
    self.startedAt = startedAt
    self.length = length
  }
}
