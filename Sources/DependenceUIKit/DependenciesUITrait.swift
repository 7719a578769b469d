#if canImport(UIKit)
  public import UIKit
  public import Dependence

  /// The UIKit trait that carries dependency values down the trait hierarchy.
  public struct DependenciesUITrait: UITraitDefinition {
    /// No overrides: every key reads its default.
    public static let defaultValue = DependencyValues()
  }

  extension UITraitCollection {
    /// The dependency values this trait collection carries.
    public var dependencies: DependencyValues { self[DependenciesUITrait.self] }
  }

  extension UIMutableTraits {
    /// The dependency values these traits carry.
    public var dependencies: DependencyValues {
      get { self[DependenciesUITrait.self] }
      set { self[DependenciesUITrait.self] = newValue }
    }
  }

  extension UITraitOverrides {
    /// This object's own dependency override, or `nil` when it inherits its values.
    var dependenciesOverride: DependencyValues? {
      contains(DependenciesUITrait.self) ? self[DependenciesUITrait.self] : nil
    }
  }
#endif
