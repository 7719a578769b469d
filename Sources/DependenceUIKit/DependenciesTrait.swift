#if canImport(UIKit)
  public import UIKit
  public import Dependence

  /// The UIKit trait that carries dependency values down the trait hierarchy.
  public struct DependenciesTrait: UITraitDefinition {
    /// No overrides: every key reads its default.
    public static let defaultValue = DependencyValues()
  }

  extension UITraitCollection {
    /// The dependency values this trait collection carries.
    public var dependencies: DependencyValues { self[DependenciesTrait.self] }
  }

  extension UIMutableTraits {
    /// The dependency values these traits carry.
    public var dependencies: DependencyValues {
      get { self[DependenciesTrait.self] }
      set { self[DependenciesTrait.self] = newValue }
    }
  }

  extension UITraitOverrides {
    /// This object's own dependency override, or `nil` when it inherits its values.
    var dependenciesOverride: DependencyValues? {
      contains(DependenciesTrait.self) ? self[DependenciesTrait.self] : nil
    }
  }
#endif
