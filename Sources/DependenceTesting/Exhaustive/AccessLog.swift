import Dependence

/// The dependencies read in one test's scope, and where each value came from.
final class AccessLog: Sendable {
  /// Where a value that was read came from.
  enum Source: Sendable, Equatable {
    /// An override: a trait, `withDependencies`, a base class or `prepareDependencies`.
    case override
    /// The key's default for the scope's context: its test value, or its live value.
    case defaultValue
  }

  /// One dependency that was read.
  struct Access: Sendable {
    let key: ObjectIdentifier
    /// The key's type, named for messages only: naming takes string work a passing test never
    /// needs.
    let keyType: any TestDependencyKey.Type
    /// Where its value came from, the first time it was read from each source.
    var sources: Set<Source>
    /// The `@Dependency` that first read its default, if one did.
    var defaultReadSite: ReadSite?

    /// How messages name it, such as `\.apiClient`.
    var name: String { dependencyName(keyType) }
    /// The line that overrides it in a `.dependencies { }` trait, such as `$0.apiClient = …`.
    var override: String { overrideLine(keyType) }
  }

  private struct State {
    var accesses: [ObjectIdentifier: Access] = [:]
    /// How many issues about each dependency's value the test raised, by name.
    var valueIssues: [String: Int] = [:]
  }

  private let state = LockedValue(State())

  /// Notes a read of `Key` whose value came from `source`, through the `@Dependency` declared at
  /// `site`, if any.
  func record<Key: TestDependencyKey>(
    _: Key.Type, from source: Source, at site: @autoclosure () -> ReadSite?
  ) {
    let id = ObjectIdentifier(Key.self)
    state.withLock { state in
      guard let index = state.accesses.index(forKey: id) else {
        state.accesses[id] = Access(
          key: id, keyType: Key.self,
          sources: [source], defaultReadSite: source == .defaultValue ? site() : nil)
        return
      }
      // In place, as this runs on every read; the site (a task-local) is looked up only once.
      if source == .defaultValue, state.accesses.values[index].defaultReadSite == nil {
        state.accesses.values[index].defaultReadSite = site()
      }
      state.accesses.values[index].sources.insert(source)
    }
  }

  /// What a test does with an issue about a dependency's value (see ``ReportedIssue/dependency``).
  enum IssueAboutValue {
    /// Records it, at the `@Dependency` that first read the default, if one did.
    case record(at: ReadSite?)
    /// Drops it: one about the same dependency was recorded already.
    case drop
  }

  /// Whether to record an issue about the value of the dependency `name`: only the first, so a
  /// test fails once per dependency; the others are counted for ``repeatedValueIssues``.
  func issue(about name: String) -> IssueAboutValue {
    state.withLock { state in
      state.valueIssues[name, default: 0] += 1
      guard state.valueIssues[name] == 1 else { return .drop }
      return .record(at: state.accesses.values.first { $0.name == name }?.defaultReadSite)
    }
  }

  /// Forgets one issue about the value of the dependency `name`, so the next is recorded.
  func forgetIssue(about name: String) {
    state.withLock { state in
      if let count = state.valueIssues[name], count > 0 { state.valueIssues[name] = count - 1 }
    }
  }

  /// A warning for each dependency whose value raised an issue more than once, with the count.
  var repeatedValueIssues: [String] {
    state.withLock { $0.valueIssues }.filter { $0.value > 1 }.sorted { $0.key < $1.key }.map {
      """
      @Dependency(\($0.key)) raised the same issue \($0.value) times in this test; it was \
      recorded once, at its first use.
      """
    }
  }

  /// Everything read so far, by name.
  var accesses: [Access] {
    state.withLock { Array($0.accesses.values) }.map { ($0.name, $0) }.sorted { $0.0 < $1.0 }
      .map(\.1)
  }

  /// The keys read so far.
  var keys: Set<ObjectIdentifier> { state.withLock { Set($0.accesses.keys) } }
}

/// The line that overrides `Key` in a `.dependencies { }` trait: `$0.apiClient = …` for a key
/// `@DependencyEntry` named, `$0[APIClientKey.self] = …` otherwise.
private func overrideLine<Key: TestDependencyKey>(_: Key.Type) -> String {
  if let named = Key.self as? any NamedDependencyKey.Type, named.dependencyName.hasPrefix("\\.") {
    return "$0.\(named.dependencyName.dropFirst(2)) = …"
  }
  return "$0[\(typeName(Key.self)).self] = …"
}
