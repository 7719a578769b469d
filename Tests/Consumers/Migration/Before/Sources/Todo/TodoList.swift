import Dependencies
import Foundation

/// The list's operations, as the command line offers them.
public struct TodoList: Sendable {
  @Dependency(\.todoStore) var store
  @Dependency(\.uuid) var uuid
  @Dependency(\.date.now) var now
  @Dependency(\.continuousClock) var clock

  public init() {}

  /// Adds a to-do and saves the list.
  public func add(_ title: String) async throws -> Todo {
    var todos = try await store.load()
    let todo = Todo(id: uuid(), title: title, createdAt: now)
    todos.append(todo)
    try await store.save(todos)
    return todo
  }

  /// Marks the to-do whose title starts with `prefix` as done.
  public func complete(_ prefix: String) async throws -> Todo? {
    var todos = try await store.load()
    guard let index = todos.firstIndex(where: { !$0.isDone && $0.title.hasPrefix(prefix) }) else {
      return nil
    }
    todos[index].isDone = true
    try await store.save(todos)
    return todos[index]
  }

  /// What is still to do, oldest first.
  public func pending() async throws -> [Todo] {
    try await store.load().filter { !$0.isDone }.sorted { $0.createdAt < $1.createdAt }
  }

  /// Waits `delay`, then returns the titles of what is still to do.
  public func remind(after delay: Duration) async throws -> [String] {
    try await clock.sleep(for: delay)
    return try await pending().map(\.title)
  }
}
