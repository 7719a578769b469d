import DependenceMacros
import Foundation

/// Where the list is kept.
@DependencyClient
public struct TodoStore: Sendable {
  public var load: @Sendable () async throws -> [Todo]
  public var save: @Sendable (_ todos: [Todo]) async throws -> Void
}

extension TodoStore: DependencyKey {
  public static var liveValue: TodoStore { .file(at: URL(fileURLWithPath: "todos.json")) }
  public static let testValue = TodoStore()

  /// A store that keeps the list as JSON in the file at `url`.
  public static func file(at url: URL) -> TodoStore {
    TodoStore(
      load: {
        guard FileManager.default.fileExists(atPath: url.path) else { return [] }
        return try JSONDecoder().decode([Todo].self, from: Data(contentsOf: url))
      },
      save: { todos in try JSONEncoder().encode(todos).write(to: url) }
    )
  }
}

extension DependencyValues {
  public var todoStore: TodoStore {
    get { self[TodoStore.self] }
    set { self[TodoStore.self] = newValue }
  }
}
