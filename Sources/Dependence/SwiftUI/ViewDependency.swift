#if canImport(SwiftUI)
  public import SwiftUI

  /// A property wrapper that reads a dependency in a SwiftUI view or view modifier, seeing the
  /// overrides of the enclosing `.dependencies { }` modifiers.
  ///
  /// ```swift
  /// struct GreetingView: View {
  ///   @ViewDependency(\.apiClient) private var apiClient
  ///   var body: some View { … }
  /// }
  /// ```
  ///
  /// A read looks in the view's environment first, then in the task-local values, then in the
  /// latest subtree's values, then at the defaults. ``Dependency`` itself cannot read the
  /// environment (SwiftUI only fills `@Environment` properties it finds stored in a view), so in
  /// a view it sees the latest subtree, which is not necessarily the view's own.
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
