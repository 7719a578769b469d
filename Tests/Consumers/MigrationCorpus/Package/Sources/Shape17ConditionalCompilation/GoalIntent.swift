// Shape seen in: a hockey scorekeeper's AddGoalIntent (find_string hit: `#if !WIDGET_EXTENSION` around `@Dependencies.Dependency(\.defaultDatabase)` locals) — dependency reads inside `#if !WIDGET_EXTENSION` / `#else`, a `@Dependency` property in a `#if canImport(SwiftUI)` view, `\.date.now` and `\.uuid` read as locals
import Dependencies
import Foundation

public struct Goal: Equatable, Sendable {
  public var id: UUID
  public var scoredAt: Date
}

public struct AddGoalIntent: Sendable {
  public init() {}

  public func perform() -> Goal? {
    #if !WIDGET_EXTENSION
    @Dependency(\.date.now) var now
    @Dependency(\.uuid) var uuid
    return Goal(id: uuid(), scoredAt: now)
    #else
    return nil
    #endif
  }
}

#if canImport(SwiftUI)
import SwiftUI

public struct GoalBadge: View {
  @Dependency(\.locale) var locale

  public init() {}

  public var body: some View {
    Text(locale.identifier)
  }
}
#endif
