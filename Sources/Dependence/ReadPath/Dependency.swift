/// A property wrapper that reads a dependency from the current dependency values, as in
/// `@Dependency(\.apiClient)`, `@Dependency(\.date.now)` or `@Dependency(APIClientKey.self)`.
///
/// Each read resolves against the values current at the read (an enclosing
/// ``withDependencies(_:operation:)`` applies at once), with those current at the wrapper's
/// creation underneath: an object keeps its creating scope's overrides after that scope ends. A
/// read through a key path runs its getter each time, so `\.date.now` is computed afresh.
@propertyWrapper
public struct Dependency<Value> {
  /// Reads the dependency from the values a read resolves against.
  @usableFromInline let read: @Sendable (DependencyValues) -> Value
  /// The head of the values that were current when the wrapper was created.
  @usableFromInline let captured: OverrideNode?

  /// Creates a wrapper that reads the dependency at a key path, such as `\.apiClient` or
  /// `\.date.now`: Swift passes the literal as a function that calls the property's getter.
  ///
  /// - Parameter read: The key path, as a function from the values to the dependency.
  @inlinable
  public init(_ read: @escaping @Sendable (DependencyValues) -> Value) {
    self.read = read
    captured = BoundValues.head
  }

  /// Creates a wrapper that reads the dependency at a key path made at run time, projecting it
  /// on every read (a literal takes the cheaper initializer that takes a function).
  @_disfavoredOverload  // A literal converts to the function initializer's type: prefer that one.
  @inlinable
  public init(_ keyPath: any KeyPath<DependencyValues, Value> & Sendable) {
    self.init { $0[keyPath: keyPath] }
  }

  /// Creates a wrapper that reads the dependency of a key type.
  @inlinable
  public init<Key: TestDependencyKey>(_ key: Key.Type) where Key.Value == Value {
    self.init { $0[Key.self] }
  }

  /// The dependency's current value.
  @inlinable
  public var wrappedValue: Value {
    read(DependencyValues.resolved(current: BoundValues.head, captured: captured))
  }
}

extension Dependency: Sendable where Value: Sendable {}

/// Something that remembers the dependency values that were current when it was created.
protocol CapturesDependencies {
  var capturedValues: DependencyValues? { get }
}

extension Dependency: CapturesDependencies {
  var capturedValues: DependencyValues? { captured.map { DependencyValues(head: $0) } }
}
