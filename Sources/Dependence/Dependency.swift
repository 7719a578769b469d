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
/// Reads are cheap: a default, once resolved for a set of values, is found again with a few
/// atomic loads — no lock, no dictionary, no dynamic cast.
@propertyWrapper
public struct Dependency<Value> {
  @usableFromInline let id: ObjectIdentifier
  @usableFromInline let source: Source
  @usableFromInline let captured: OverrideNode?

  /// Creates a wrapper that reads the dependency at a key path, such as `\.apiClient`, or a
  /// property of one, such as `\.date.now`.
  @inlinable
  public init(_ keyPath: any KeyPath<DependencyValues, Value> & Sendable) {
    self.id = ObjectIdentifier(keyPath)
    self.source =
      KeyPathRegistry.register(keyPath) ? .registeredKeyPath : .keyPath(keyPath)
    self.captured = DependencyScope.capturableHead()
  }

  /// Creates a wrapper that reads the dependency of a key type.
  @inlinable
  public init<Key: TestDependencyKey>(_ key: Key.Type) where Key.Value == Value {
    self.id = ObjectIdentifier(Key.self)
    self.source = .key(KeyType(Key.self))
    self.captured = DependencyScope.capturableHead()
  }

  /// The dependency's current value.
  @inlinable
  public var wrappedValue: Value {
    // The common case, answered without retaining anything: the values bound now are the ones
    // the wrapper captured (both none, outside any scope and SwiftUI subtree), and the value is
    // remembered for them.
    let bound = DependencyScope.taskLocalHeadAddress()
    if bound == (captured.map { UInt(bitPattern: ObjectIdentifier($0)) } ?? 0),
      bound != 0 || !DependencyScope.hasSubtree(),
      let value = MemoTable.lookup(id, in: captured, as: Value.self)
    {
      return value
    }
    let current = DependencyScope.currentHead(bound: bound)
    guard let current, current !== captured else {
      if let value = MemoTable.lookup(id, in: captured, as: Value.self) { return value }
      return resolve(head: captured, current: current)
    }
    return resolve(within: current)
  }

  /// Resolves against values other than the captured ones.
  ///
  /// When one set of values was derived from the other — the wrapper was created inside a scope
  /// nested in the current one, or is read inside a scope nested in the one it was created in —
  /// the derived set already holds everything, and wins. Otherwise the current values are
  /// written over the captured ones.
  @usableFromInline
  func resolve(within current: OverrideNode) -> Value {
    let head: OverrideNode
    if let captured, captured.descends(from: current) {
      head = captured
    } else if captured == nil || current.descends(from: captured!) {
      head = current
    } else {
      return resolveMerged(current)
    }
    if let value = MemoTable.lookup(id, in: head, as: Value.self) { return value }
    return resolve(head: head, current: current)
  }

  @usableFromInline
  func resolve(head: OverrideNode?, current: OverrideNode?) -> Value {
    // An override needs no resolution: when this key path's direct reader finds one, it is the
    // value (remembered once the same values are read again, as any other).
    if case .registeredKeyPath = source, let head,
      let value = KeyPathRegistry.reader(at: id, as: Value.self)?.override(in: head)
    {
      head.memoTableIfWorthIt()?.remember(value, for: id, anchor: nil)
      return value
    }
    var record = ResolutionRecord()
    let value = withUnsafeMutablePointer(to: &record) { record in
      var values = DependencyValues(head: head)
      values.recorder = ResolutionRecorder(record: record)
      if head === current { return source.read(from: values, id: id) }
      return DependencyScope.withHead(head) { source.read(from: values, id: id) }
    }
    if case .registeredKeyPath = source, record.readsOneKey(Value.self) {
      learnReader(for: record.lastKey!, result: value, in: head)
    }
    guard record.allowsRemembering(Value.self),
      let table = head.map({ $0.memoTableIfWorthIt() }) ?? DependencyScope.shared.root.takeUnretainedValue()
    else { return value }
    table.remember(value, for: id, anchor: source.anchor)
    return value
  }

  /// Installs a direct reader for this wrapper's key path, once the key path is seen to return
  /// the one key it reads unchanged — its bytes identical to the key's value read directly — so
  /// that a getter which transforms the value is never bypassed.
  private func learnReader<Key: TestDependencyKey>(
    for _: Key.Type, result: Value, in head: OverrideNode?
  ) {
    guard KeyPathRegistry.reader(at: id, as: Value.self) == nil else { return }
    let direct = DependencyValues(head: head)[Key.self]
    var result = result
    var raw = direct as! Value
    let identical = withUnsafeBytes(of: &result) { result in
      withUnsafeBytes(of: &raw) { raw in result.elementsEqual(raw) }
    }
    if identical { KeyPathRegistry.install(KeyReader<Key>() as! ValueReader<Value>, at: id) }
  }

  @usableFromInline
  func resolveMerged(_ current: OverrideNode?) -> Value {
    let merged = DependencyValues(head: captured).merging(DependencyValues(head: current))
    return DependencyScope.withHead(merged.head) { source.read(from: merged, id: id) }
  }
}

extension Dependency: Sendable where Value: Sendable {}

extension Dependency {
  /// What a wrapper reads.
  @usableFromInline
  enum Source: Sendable {
    /// A key path in the ``KeyPathRegistry``, at the wrapper's `id`.
    case registeredKeyPath
    case keyPath(any KeyPath<DependencyValues, Value> & Sendable)
    case key(KeyType)

    func read(from values: DependencyValues, id: ObjectIdentifier) -> Value {
      switch self {
      case .registeredKeyPath:
        if let reader = KeyPathRegistry.reader(at: id, as: Value.self) {
          return reader.read(values)
        }
        return values[keyPath: KeyPathRegistry.keyPath(at: id, as: Value.self)]
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

    /// The object whose identity names what is read, kept alive by remembered values.
    var anchor: AnyObject? {
      if case .keyPath(let keyPath) = self { return keyPath }
      return nil
    }
  }
}

/// A key type, held by a wrapper that reads it.
@usableFromInline
struct KeyType: @unchecked Sendable {
  // A metatype is immutable type metadata: safe to share across threads.
  let type: any TestDependencyKey.Type

  @usableFromInline
  init(_ type: any TestDependencyKey.Type) {
    self.type = type
  }
}

/// Something that remembers the dependency values that were current when it was created.
protocol CapturesDependencies {
  var capturedValues: DependencyValues? { get }
}

extension Dependency: CapturesDependencies {
  var capturedValues: DependencyValues? { captured.map { DependencyValues(head: $0) } }
}
