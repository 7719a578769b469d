/// The dependency values bound to a task by ``withDependencies(_:operation:)``.
///
/// The task-local holds one reference to an immutable scope: reading it is one task-local read,
/// and its identity tells a ``Dependency`` wrapper whether the values it resolved are still the
/// current ones.
package final class DependencyScope: Sendable {
  package let values: DependencyValues

  package init(_ values: DependencyValues) {
    var values = values
    values.recorder = nil
    self.values = values
  }

  /// The scope bound to the current task, or `nil` outside any scope.
  @TaskLocal package static var current: DependencyScope?
}
