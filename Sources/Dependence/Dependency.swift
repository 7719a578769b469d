/// A property wrapper that reads a dependency from the current dependency values.
///
/// ```swift
/// @Observable
/// final class GreetingModel {
///   @ObservationIgnored @Dependency(\.apiClient) var apiClient
///   @ObservationIgnored @Dependency(\.date.now) var now
///   @ObservationIgnored @Dependency(APIClientKey.self) var sameClient
/// }
/// ```
///
/// The wrapper remembers the values that were current when it was created. Each read resolves
/// against the values current at the read (so an enclosing ``withDependencies(_:operation:)``
/// takes effect at once), with the remembered values underneath: an object created inside a
/// scope keeps that scope's overrides when it is used after the scope ends.
///
/// Reads are cheap: while the current values are the ones a wrapper last resolved against, it
/// returns the value it resolved, with no lock and no dictionary lookup.
@propertyWrapper
public struct Dependency<Value> {
  private let source: Source
  private let captured: DependencyScope?
  private let memo = DependencyMemo<Value>()

  /// Creates a wrapper that reads the dependency at a key path, such as `\.apiClient`, or a
  /// property of one, such as `\.date.now`.
  public init(_ keyPath: any KeyPath<DependencyValues, Value> & Sendable) {
    self.source = .keyPath(keyPath)
    self.captured = DependencyScope.current
  }

  /// Creates a wrapper that reads the dependency of a key type.
  public init<Key: TestDependencyKey>(_ key: Key.Type) where Key.Value == Value {
    self.source = .key(KeyType(type: Key.self))
    self.captured = DependencyScope.current
  }

  /// The dependency's current value.
  public var wrappedValue: Value {
    let current = DependencyScope.current
    let scope: DependencyScope?
    if current == nil || current === captured {
      scope = captured
    } else if captured.map({ $0.values.isEmpty && $0.values.cache == nil }) ?? true {
      scope = current
    } else {
      return resolveMerged(current!)
    }
    if let value = memo.value(for: scope) { return value }
    return resolve(in: scope, current: current)
  }

  private func resolve(in scope: DependencyScope?, current: DependencyScope?) -> Value {
    let recorder = ResolutionRecorder()
    var values = scope?.values ?? DependencyValues()
    values.recorder = recorder
    let value: Value
    if scope === current {
      value = source.read(from: values)
    } else {
      value = DependencyScope.$current.withValue(scope) { source.read(from: values) }
    }
    if recorder.allowsReuse(of: Value.self) { memo.store(value, for: scope) }
    return value
  }

  private func resolveMerged(_ current: DependencyScope) -> Value {
    let merged = DependencyScope(captured!.values.merging(current.values))
    return DependencyScope.$current.withValue(merged) { source.read(from: merged.values) }
  }
}

extension Dependency: Sendable where Value: Sendable {}

extension Dependency {
  private enum Source: Sendable {
    case keyPath(any KeyPath<DependencyValues, Value> & Sendable)
    case key(KeyType)

    func read(from values: DependencyValues) -> Value {
      switch self {
      case .keyPath(let keyPath):
        return values[keyPath: keyPath]
      case .key(let key):
        return read(key.type, from: values)
      }
    }

    private func read<Key: TestDependencyKey>(_: Key.Type, from values: DependencyValues) -> Value
    {
      values[Key.self] as! Value
    }
  }
}

/// A key type, held by a wrapper that reads it.
struct KeyType: @unchecked Sendable {
  // A metatype is immutable type metadata: safe to share across threads.
  let type: any TestDependencyKey.Type
}

/// Something that remembers the dependency values that were current when it was created.
protocol CapturesDependencies {
  var capturedValues: DependencyValues? { get }
}

extension Dependency: CapturesDependencies {
  var capturedValues: DependencyValues? { captured?.values }
}
