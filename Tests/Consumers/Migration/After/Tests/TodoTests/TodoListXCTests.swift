import CustomDump
import DependenceTesting
import Foundation
import XCTest

@testable import TodoAfter

final class TodoListXCTests: DependenceTestCase {
  override func dependencies(_ values: inout DependencyValues) {
    values.uuid = .incrementing
    values.date.now = morning
    values.todoStore = TodoStore(load: { [] }, save: { _ in })
  }

  func testAddingReturnsTheNewTodo() async throws {
    let todo = try await TodoList().add("Write the guide")
    expectNoDifference(todo, Todo(id: UUID(0), title: "Write the guide", createdAt: morning))
  }
}
