/// The values a container-scoped `.dependencies { }` call writes: what the container inherits,
/// with the change applied.
///
/// UIKit's trait overrides, like SwiftUI's environment, replace an inherited value as a whole, so
/// the value a view or view controller overrides with must already hold what it inherits. The
/// override a container set earlier is laid over what it inherits, so that a second call adds to
/// the first even before UIKit has recomputed the container's traits.
package enum TraitInheritance {
  /// The inherited values, with `pendingOverride` (the container's own earlier override, if any)
  /// written on top, changed by `update`.
  package static func merged(
    inherited: DependencyValues,
    pendingOverride: DependencyValues? = nil,
    update: (inout DependencyValues) throws -> Void
  ) rethrows -> DependencyValues {
    var values = pendingOverride.map { inherited.merging($0) } ?? inherited
    try update(&values)
    return values
  }
}
