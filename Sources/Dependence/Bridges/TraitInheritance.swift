/// The values a container-scoped `.dependencies { }` call writes: what the container inherits,
/// with the change applied: UIKit's trait overrides replace an inherited value as a whole.
package enum TraitInheritance {
  /// The inherited values, with `pendingOverride` written on top, changed by `update`.
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
