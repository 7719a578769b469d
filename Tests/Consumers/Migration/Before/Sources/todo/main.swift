import Foundation
import TodoBefore

// todo add <title> | todo done <title prefix> | todo list | todo remind <minutes>
let list = TodoList()
let arguments = Array(CommandLine.arguments.dropFirst())
switch (arguments.first, arguments.dropFirst().joined(separator: " ")) {
case ("add", let title) where !title.isEmpty:
  let todo = try await list.add(title)
  print("Added \(todo.title)")
case ("done", let prefix) where !prefix.isEmpty:
  let todo = try await list.complete(prefix)
  print(todo.map { "Done: \($0.title)" } ?? "Nothing to do starts with \(prefix)")
case ("list", _):
  for todo in try await list.pending() { print("- \(todo.title)") }
case ("remind", let minutes) where Int(minutes) != nil:
  for title in try await list.remind(after: .seconds(60 * Int(minutes)!)) { print("Still to do: \(title)") }
default:
  print("usage: todo add <title> | done <title prefix> | list | remind <minutes>")
}
