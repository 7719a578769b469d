/// Computes a key's default value for a context, and stops a default that reads itself.
enum DefaultResolution {
  /// The keys whose defaults the current task is computing, outermost first.
  @TaskLocal static var inProgress: [Pending] = []

  struct Pending: Sendable {
    let key: ObjectIdentifier
    let name: String
  }

  static func compute<Key: TestDependencyKey>(
    _ key: Key.Type, context: DependencyContext
  ) -> Key.Value {
    let pending = inProgress
    let id = ObjectIdentifier(Key.self)
    if let start = pending.firstIndex(where: { $0.key == id }) {
      let cycle = (pending[start...].map(\.name) + [dependencyName(Key.self)])
        .joined(separator: " → ")
      let message = """
        Dependency cycle: \(cycle). The default value of \(dependencyName(Key.self)) reads \
        itself while it is being computed. Break the cycle: read the other dependency lazily \
        (inside an endpoint, when it is called) instead of while building the default.
        """
      reportIssue(message)
      fatalError(message)
    }
    return $inProgress.withValue(pending + [Pending(key: id, name: dependencyName(Key.self))]) {
      uncached(Key.self, context: context)
    }
  }

  private static func uncached<Key: TestDependencyKey>(
    _: Key.Type, context: DependencyContext
  ) -> Key.Value {
    switch context {
    case .live:
      if let liveKey = Key.self as? any DependencyKey.Type {
        return liveValue(of: liveKey) as! Key.Value
      }
      reportIssue(
        """
        \(dependencyName(Key.self)) has no live value, so the app is using its test value. \
        Conform \(typeName(Key.self)) to DependencyKey in the module that implements it, and \
        link that module into the app.
        """
      )
      return Key.testValue
    case .preview:
      return Key.previewValue
    case .test:
      return Key.testValue
    }
  }

  private static func liveValue<Key: DependencyKey>(of _: Key.Type) -> any Sendable {
    Key.liveValue
  }
}
