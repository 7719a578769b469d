import Dependence

/// The dependencies read in one test's scope, and where each value came from.
///
/// Every test scope DependenceTesting makes carries one, through its ``TestScope``: the runtime
/// tells it of every read made in the scope for use.
final class AccessLog: Sendable {
  /// Where a value that was read came from.
  enum Source: Sendable, Equatable {
    /// An override: a trait, a `withDependencies` scope, a base class's values, or a value the
    /// test prepared with `prepareDependencies`.
    case override
    /// The key's default for the scope's context: its test value, or its live value.
    case defaultValue
  }

  /// One dependency that was read.
  struct Access: Sendable {
    /// The key's identity.
    let key: ObjectIdentifier
    /// How messages name it, such as `\.apiClient`.
    let name: String
    /// The line that overrides it in a `.dependencies { }` trait, such as `$0.apiClient = …`.
    let override: String
    /// Where its value came from, the first time it was read from each source.
    var sources: Set<Source>
  }

  private let state = LockedValue<[ObjectIdentifier: Access]>([:])

  /// Notes a read of `Key` whose value came from `source`.
  func record<Key: TestDependencyKey>(_: Key.Type, from source: Source) {
    let id = ObjectIdentifier(Key.self)
    state.withLock { accesses in
      if accesses[id]?.sources.insert(source) != nil { return }
      accesses[id] = Access(
        key: id, name: dependencyName(Key.self), override: overrideLine(Key.self),
        sources: [source])
    }
  }

  /// Everything read so far, by name.
  var accesses: [Access] {
    state.withLock { Array($0.values) }.sorted { $0.name < $1.name }
  }

  /// The keys read so far.
  var keys: Set<ObjectIdentifier> { state.withLock { Set($0.keys) } }
}

/// The line that overrides `Key` in a `.dependencies { }` trait: `$0.apiClient = …` for a key
/// `@DependencyEntry` named, `$0[APIClientKey.self] = …` otherwise.
private func overrideLine<Key: TestDependencyKey>(_: Key.Type) -> String {
  if let named = Key.self as? any NamedDependencyKey.Type, named.dependencyName.hasPrefix("\\.") {
    return "$0.\(named.dependencyName.dropFirst(2)) = …"
  }
  return "$0[\(typeName(Key.self)).self] = …"
}
