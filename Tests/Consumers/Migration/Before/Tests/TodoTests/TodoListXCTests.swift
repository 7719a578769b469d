import CustomDump
import Dependencies
import Foundation
import XCTest

@testable import TodoBefore

final class TodoListXCTests: XCTestCase {
  override func invokeTest() {
    withDependencies {
      $0.uuid = .incrementing
      $0.date.now = morning
      $0.todoStore = TodoStore(load: { [] }, save: { _ in })
    } operation: {
      super.invokeTest()
    }
  }

  func testAddingReturnsTheNewTodo() async throws {
    let todo = try await TodoList().add("Write the guide")
    expectNoDifference(todo, Todo(id: UUID(0), title: "Write the guide", createdAt: morning))
  }
}
