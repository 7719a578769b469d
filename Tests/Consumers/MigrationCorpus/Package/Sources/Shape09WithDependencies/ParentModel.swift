// Shape seen in: pointfreeco/swift-dependencies README and Sources/Dependencies/Documentation.docc (the child-model pattern users copy) — `withDependencies(from: self)` to create a child, and `withDependencies { $0.date.now = … } operation: { … }` in code
import Dependencies
import Foundation

@MainActor
public final class ChildModel {
  @Dependency(\.date.now) var now
  @Dependency(\.uuid) var uuid
  public let id: UUID

  public init() {
    @Dependency(\.uuid) var makeID
    id = makeID()
  }

  public var createdAt: Date { now }
}

@MainActor
public final class ParentModel {
  @Dependency(\.calendar) var calendar
  public private(set) var children: [ChildModel] = []

  public init() {}

  public func addChild() {
    let child = withDependencies(from: self) {
      ChildModel()
    }
    children.append(child)
  }

  public func addChildInThePast() {
    let child = withDependencies {
      $0.date.now = Date(timeIntervalSince1970: 0)
    } operation: {
      ChildModel()
    }
    children.append(child)
  }
}
