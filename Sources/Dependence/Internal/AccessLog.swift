/// The dependencies read in one scope, and where each value came from.
///
/// `DependenceTesting` gives a test a log when the test asks for exhaustive checking; the read
/// path records into it only then.
@usableFromInline
package final class AccessLog: Sendable {
  /// Where a value that was read came from.
  @usableFromInline
  package enum Source: Sendable, Equatable {
    /// An override: a trait, a `withDependencies` scope, a base class's values.
    case override
    /// The key's default for the scope's context.
    case defaultValue
  }

  /// One dependency that was read.
  package struct Access: Sendable {
    /// The key's identity.
    package let key: ObjectIdentifier
    /// How messages name it, such as `\.apiClient`.
    package let name: String
    /// Where its value came from the first time it was read.
    package let source: Source
  }

  private let state = LockedValue<[ObjectIdentifier: Access]>([:])

  package init() {}

  /// Notes a read of `Key`, unless one was noted already.
  @usableFromInline
  func record<Key: TestDependencyKey>(_: Key.Type, from source: Source) {
    let id = ObjectIdentifier(Key.self)
    state.withLock { accesses in
      guard accesses[id] == nil else { return }
      accesses[id] = Access(key: id, name: dependencyName(Key.self), source: source)
    }
  }

  /// Everything read so far, in no particular order.
  package var accesses: [Access] { state.withLock { Array($0.values) } }
}
