#if canImport(UIKit)
  public import UIKit
  public import Dependence

  extension UIViewController {
    /// Overrides dependency values for this view controller, its views, and its children.
    ///
    /// Starts from the values this controller currently inherits (with its own earlier override
    /// on top), applies `update`, and writes the result to `traitOverrides`. Read the effective
    /// values with `traitCollection.dependencies`. The override is a snapshot: a later change to
    /// an ancestor's values does not reach keys this override already carries.
    public func dependencies(_ update: (inout DependencyValues) -> Void) {
      traitOverrides.dependencies = TraitInheritance.merged(
        inherited: traitCollection.dependencies,
        pendingOverride: traitOverrides.dependenciesOverride, update: update)
    }
  }
#endif
