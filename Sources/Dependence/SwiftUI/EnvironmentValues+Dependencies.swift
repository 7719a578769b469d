#if canImport(SwiftUI)
  public import SwiftUI

  extension EnvironmentValues {
    /// The dependency values set by the enclosing `.dependencies { }` view modifiers.
    public var dependencies: DependencyValues {
      get { self[DependenciesEnvironmentKey.self] }
      set { self[DependenciesEnvironmentKey.self] = newValue }
    }
  }

  private struct DependenciesEnvironmentKey: EnvironmentKey {
    static let defaultValue = DependencyValues()
  }
#endif
