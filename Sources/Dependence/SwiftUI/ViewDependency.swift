#if canImport(SwiftUI)
  public import SwiftUI

  /// A property wrapper that reads a dependency in a SwiftUI view or view modifier, seeing the
  /// overrides of the enclosing `.dependencies { }` modifiers: `@ViewDependency(\.apiClient)`.
  @propertyWrapper
  public struct ViewDependency<Value>: DynamicProperty {
    @Environment(\.dependencies) private var environment
    private let keyPath: any KeyPath<DependencyValues, Value> & Sendable

    /// Creates a wrapper that reads the dependency at a key path, such as `\.apiClient`.
    public init(_ keyPath: any KeyPath<DependencyValues, Value> & Sendable) {
      self.keyPath = keyPath
    }

    /// The dependency's value for this view.
    public var wrappedValue: Value {
      DependencyValues.forView(environment: environment)[keyPath: keyPath]
    }
  }
#endif
