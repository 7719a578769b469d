/// A collection of dependency values, read and written by key.
///
/// `DependencyValues` is a `Sendable` value type. The values set on an instance are its
/// overrides; every other key resolves to its default for the instance's ``context``, computed
/// once and cached.
///
/// Register a dependency by giving it a key and a property:
///
/// ```swift
/// extension DependencyValues {
///   var apiClient: APIClient {
///     get { self[APIClientKey.self] }
///     set { self[APIClientKey.self] = newValue }
///   }
/// }
/// ```
///
/// Read it with ``Dependency``, and override it for a scope with
/// ``withDependencies(_:operation:)``.
public struct DependencyValues: Sendable {
  package var overrides: [ObjectIdentifier: any AnyDependencyBox] = [:]
  package var cache: DefaultCache?
  package var recorder: ResolutionRecorder?

  /// Creates a container with no overrides: every key reads its default.
  public init() {}

  package init(cache: DefaultCache?) {
    self.cache = cache
  }

  /// The values of the current task: those bound by the innermost enclosing
  /// ``withDependencies(_:operation:)``, or an empty container outside any scope.
  public static var current: DependencyValues {
    DependencyScope.current?.values ?? DependencyValues()
  }

  /// The value of a dependency, by its key.
  ///
  /// Reading returns this container's override for the key, or else the key's default for the
  /// container's ``context``. Writing sets an override in this container only.
  public subscript<Key: TestDependencyKey>(key: Key.Type) -> Key.Value {
    get {
      if !overrides.isEmpty, let box = overrides[ObjectIdentifier(Key.self)] {
        recorder?.record(Key.Value.self, stable: true)
        return box.unbox(Key.self)
      }
      return defaultValue(Key.self)
    }
    set {
      overrides[ObjectIdentifier(Key.self)] = DependencyBox<Key>(newValue)
    }
  }

  /// The context whose defaults this container resolves: the process's detected context unless
  /// overridden.
  public var context: DependencyContext {
    get {
      if !overrides.isEmpty, let box = overrides[ObjectIdentifier(ContextKey.self)] {
        return box.unbox(ContextKey.self)
      }
      return .detected
    }
    set { self[ContextKey.self] = newValue }
  }

  /// Whether this container holds no overrides.
  package var isEmpty: Bool { overrides.isEmpty }

  /// This container's overrides with `other`'s written on top.
  package func merging(_ other: DependencyValues) -> DependencyValues {
    guard !other.overrides.isEmpty else {
      var merged = self
      merged.cache = other.cache ?? cache
      return merged
    }
    var merged = self
    merged.overrides.merge(other.overrides) { $1 }
    merged.cache = other.cache ?? cache
    return merged
  }

  private func defaultValue<Key: TestDependencyKey>(_: Key.Type) -> Key.Value {
    let (cache, isStable) = cache.map { ($0, true) } ?? DefaultCache.ambient()
    recorder?.record(Key.Value.self, stable: isStable)
    return cache.value(for: Key.self, context: context)
  }
}

/// The key behind ``DependencyValues/context``.
enum ContextKey: TestDependencyKey {
  static var testValue: DependencyContext { .detected }
}
