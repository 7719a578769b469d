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
  /// Reads the dependency from the values a read resolves against.
  @usableFromInline let read: @Sendable (DependencyValues) -> Value
  /// The head of the values that were current when the wrapper was created.
  @usableFromInline let captured: OverrideNode?

  /// Creates a wrapper that reads the dependency at a key path, such as `\.apiClient`, or a
  /// property of one, such as `\.date.now`.
  ///
  /// Swift passes a key path literal here as a function that calls the property's getter, so a
  /// read runs the getter directly.
  ///
  /// - Parameter read: The key path, as a function from the values to the dependency.
  @inlinable
  public init(_ read: @escaping @Sendable (DependencyValues) -> Value) {
    self.read = read
    captured = BoundValues.head
  }

  /// Creates a wrapper that reads the dependency at a key path made at run time.
  ///
  /// A key path literal resolves to the initializer that takes a function, whose reads are
  /// cheaper: this one projects the key path on every read.
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
