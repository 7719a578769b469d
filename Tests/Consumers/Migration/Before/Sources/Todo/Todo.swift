import Foundation

/// One thing to do.
public struct Todo: Codable, Equatable, Identifiable, Sendable {
  public let id: UUID
  public var title: String
  public var createdAt: Date
  public var isDone = false

  public init(id: UUID, title: String, createdAt: Date, isDone: Bool = false) {
    self.id = id
    self.title = title
    self.createdAt = createdAt
    self.isDone = isDone
  }
}
