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
/// Every read through a key path calls the key path's getter, so a property that computes its
/// value (`\.date.now`, or a getter that consults something else) is computed afresh each time.
@propertyWrapper
public struct Dependency<Value> {
  @usableFromInline let source: Source
  @usableFromInline let captured: OverrideNode?

  /// Creates a wrapper that reads the dependency at a key path, such as `\.apiClient`, or a
  /// property of one, such as `\.date.now`.
  @inlinable
  public init(_ keyPath: any KeyPath<DependencyValues, Value> & Sendable) {
    self.source =
      EntryReaders.reader(for: keyPath).map(Source.reader)
      ?? .ownReader(DependencyReader(keyPath: keyPath))
    self.captured = DependencyScope.capturableHead()
  }

  /// Creates a wrapper that reads the dependency of a key type.
  @inlinable
  public init<Key: TestDependencyKey>(_ key: Key.Type) where Key.Value == Value {
    self.source =
      EntryReaders.reader(for: Key.self).map(Source.reader)
      ?? .ownReader(DependencyReader(key: Key.self))
    self.captured = DependencyScope.capturableHead()
  }


  /// The dependency's current value.
  @inlinable
  public var wrappedValue: Value {
    let bound = DependencyScope.taskLocalHeadAddress()
    // The common case, answered without retaining anything: the values bound now are the ones
    // the wrapper captured (both none, outside any scope and SwiftUI subtree).
    if bound == (captured.map { UInt(bitPattern: ObjectIdentifier($0)) } ?? 0),
      bound != 0 || !DependencyScope.hasSubtree()
    {
      return source.read(from: DependencyValues(head: captured))
    }
    // An object made outside any scope, read inside one: the bound values alone apply, read
    // borrowed — the task-local keeps them alive for the whole of this synchronous call.
    if captured == nil, bound != 0 {
      let node = Unmanaged<OverrideNode>.fromOpaque(UnsafeRawPointer(bitPattern: bound)!)
      let value = node._withUnsafeGuaranteedRef { node in
        node.setsValues || !DependencyScope.hasSubtree()
          ? source.read(from: DependencyValues(head: node)) : nil
      }
      if let value { return value }
    }
    return source.read(from: DependencyValues(head: head(bound: bound)))
  }

  /// The values a read resolves against, given the address of the bound head.
  @usableFromInline
  func head(bound: UInt) -> OverrideNode? {
    DependencyValues(head: captured)
      .combined(withCurrent: DependencyValues(head: DependencyScope.currentHead(bound: bound)))
      .head
  }
}

extension Dependency: Sendable where Value: Sendable {}

extension Dependency {
  /// What a wrapper reads.
  @usableFromInline
  enum Source: Sendable {
    /// The reader of the key path or key type, which lives for the whole process: held
    /// unmanaged, so copying the wrapper touches no reference count.
    case reader(Unmanaged<DependencyReader<Value>>)
    /// A reader of the wrapper's own, once the table of shared readers is full.
    case ownReader(DependencyReader<Value>)

    @inlinable
    func read(from values: DependencyValues) -> Value {
      switch self {
      case .reader(let reader):
        return reader._withUnsafeGuaranteedRef { $0.read(values) }
      case .ownReader(let reader):
        return reader.read(values)
      }
    }
  }
}

/// Something that remembers the dependency values that were current when it was created.
protocol CapturesDependencies {
  var capturedValues: DependencyValues? { get }
}

extension Dependency: CapturesDependencies {
  var capturedValues: DependencyValues? { captured.map { DependencyValues(head: $0) } }
}
