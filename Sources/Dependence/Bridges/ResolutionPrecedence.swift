/// Where a dependency is read, which decides the order in which the available containers are
/// consulted.
///
/// | Read site | Precedence |
/// |---|---|
/// | ``view(environment:)`` | SwiftUI environment, then task-local override, then subtree fallback, then defaults |
/// | ``nonViewHost`` and ``current`` | task-local override, then latest subtree fallback, then defaults |
/// | ``container(_:)`` | that container's overrides, then defaults |
///
/// The first container with at least one override wins as a whole: containers are not merged
/// key by key, because each one already inherits what it should (a view's environment value
/// starts from its parent's, and ``withDependencies(_:operation:)`` copies the current values).
/// A container with no overrides is ignored. When the winner has no default cache of its own it
/// takes the task's, so a test that binds its own cache keeps its own defaults.
package enum DependencyReadSite: Sendable {
  /// A wrapper installed on a SwiftUI view or view modifier, with its environment's values.
  case view(environment: DependencyValues)
  /// A wrapper on anything else, such as an `@Observable` model.
  case nonViewHost
  /// ``DependencyValues/current`` and ``captureDependencies()``.
  case current
  /// A subscript on a specific container.
  case container(DependencyValues)

  /// The container that answers reads at this site.
  package func values(from sources: ResolutionSources) -> DependencyValues {
    let candidates: [DependencyValues?]
    switch self {
    case .view(let environment):
      candidates = [environment, sources.taskLocal, sources.subtree]
    case .nonViewHost, .current:
      candidates = [sources.taskLocal, sources.subtree]
    case .container(let values):
      return values
    }
    guard var winner = candidates.lazy.compactMap({ $0 }).first(where: \.hasOverrides) else {
      return sources.taskLocal
    }
    if winner.cache == nil, let cache = sources.taskLocal.cache { winner.cache = cache }
    return winner
  }

  /// Reads `keyPath` at this site, with the winning container bound while it is read, so a
  /// default that reads other dependencies sees the same container.
  package func read<Value>(
    _ keyPath: KeyPath<DependencyValues, Value>, from sources: ResolutionSources
  ) -> Value {
    let values = values(from: sources)
    return DependencyScope.withHead(values.head) { values[keyPath: keyPath] }
  }
}

/// The containers a read can draw on, besides the one at its site.
package struct ResolutionSources: Sendable {
  /// The values bound by the innermost ``withDependencies(_:operation:)``, or an empty container.
  package var taskLocal: DependencyValues
  /// The latest SwiftUI subtree's values, if any.
  package var subtree: DependencyValues?

  package init(taskLocal: DependencyValues = DependencyValues(), subtree: DependencyValues? = nil) {
    self.taskLocal = taskLocal
    self.subtree = subtree
  }

  /// The sources of the running task: its task-local values and the shared subtree registry.
  package static var running: ResolutionSources {
    ResolutionSources(
      taskLocal: DependencyValues(head: DependencyScope.taskLocalHead()),
      subtree: SubtreeRegistry.shared.latest)
  }
}

extension DependencyValues {
  /// Whether the container sets at least one dependency (a default cache of its own does not
  /// count).
  package var hasOverrides: Bool {
    var node = head
    while let current = node {
      if !(current is CacheNode) { return true }
      node = current.next
    }
    return false
  }
}
