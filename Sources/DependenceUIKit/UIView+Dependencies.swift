#if canImport(UIKit)
  public import UIKit
  public import Dependence

  extension UIView {
    /// Overrides dependency values for this view and its subviews.
    ///
    /// Works like ``UIKit/UIViewController/dependencies(_:)``: inherited values, then this view's
    /// earlier override, then `update`, written to `traitOverrides`.
    public func dependencies(_ update: (inout DependencyValues) -> Void) {
      traitOverrides.dependencies = TraitInheritance.merged(
        inherited: traitCollection.dependencies,
        pendingOverride: traitOverrides.dependenciesOverride, update: update)
    }
  }
#endif
