/// The dependencies read in one test's scope, and where each value came from.
///
/// `DependenceTesting` gives every test scope a log. A read records into it the first time a
/// value is read in the scope — an override node or a cached default notes that it was read —
/// so later reads of the same value cost one relaxed load, and reads outside tests (whose
/// scope has no log) nothing at all.
@usableFromInline
package final class AccessLog: Sendable {
  /// Where a value that was read came from.
  package enum Source: Sendable, Equatable {
    /// An override: a trait, a `withDependencies` scope, a base class's values, or a value the
    /// test prepared with `prepareDependencies`.
    case override
    /// The key's default for the scope's context: its test value, or its live value.
    case defaultValue
  }

  /// One dependency that was read.
  package struct Access: Sendable {
    /// The key's identity.
    package let key: ObjectIdentifier
    /// How messages name it, such as `\.apiClient`.
    package let name: String
    /// The line that overrides it in a `.dependencies { }` trait, such as
    /// `$0.apiClient = …`.
    package let override: String
    /// Where its value came from, the first time it was read from each source.
    package let sources: Set<Source>
  }

  private let state = LockedValue<[ObjectIdentifier: Access]>([:])

  package init() {}

  /// Notes a read of `Key` whose value came from `source`.
  func record<Key: TestDependencyKey>(_: Key.Type, from source: Source) {
    let id = ObjectIdentifier(Key.self)
    state.withLock { accesses in
      if let access = accesses[id] {
        guard !access.sources.contains(source) else { return }
        accesses[id] = Access(
          key: id, name: access.name, override: access.override,
          sources: access.sources.union([source]))
        return
      }
      accesses[id] = Access(
        key: id, name: dependencyName(Key.self), override: overrideLine(Key.self),
        sources: [source])
    }
  }

  /// Everything read so far, by name.
  package var accesses: [Access] {
    state.withLock { Array($0.values) }.sorted { $0.name < $1.name }
  }

  /// The keys read so far.
  package var keys: Set<ObjectIdentifier> { state.withLock { Set($0.keys) } }
}

/// The line that overrides `Key` in a `.dependencies { }` trait: `$0.apiClient = …` for a key
/// `@DependencyEntry` named, `$0[APIClientKey.self] = …` otherwise.
func overrideLine<Key: TestDependencyKey>(_: Key.Type) -> String {
  if let named = Key.self as? any NamedDependencyKey.Type, named.dependencyName.hasPrefix("\\.") {
    return "$0.\(named.dependencyName.dropFirst(2)) = …"
  }
  return "$0[\(typeName(Key.self)).self] = …"
}
