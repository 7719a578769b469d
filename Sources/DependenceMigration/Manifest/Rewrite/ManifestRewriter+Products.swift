import SwiftSyntax

extension ManifestRewriter {
  /// `product`'s call naming its product here, given the targets that use it.
  ///
  /// swift-dependencies' products take their names here. swift-clocks' `Clocks` becomes
  /// `DependenceTesting` for a test target or a target of ``ManifestPlan/Clocks/testingTargets``,
  /// and `Dependence` for any other; when no target is known, as
  /// ``ManifestPlan/Clocks/testingWhereNoTargetIsKnown`` says.
  func rename(_ product: ReplacedProduct, uses: Set<HelperDeclarations.Use>)
    -> FunctionCallExprSyntax
  {
    let new: String
    if product.package == ManifestNames.swiftDependencies,
      let renamed = ManifestNames.renamedProducts[product.name]
    {
      new = renamed
    } else if product.package == ManifestNames.swiftClocks {
      let needsTesting =
        uses.isEmpty
        ? plan.clocks.testingWhereNoTargetIsKnown
        : uses.contains { $0.isTest || $0.target.map(plan.clocks.testingTargets.contains) == true }
      new = needsTesting ? "DependenceTesting" : "Dependence"
    } else {
      return product.call
    }
    changes.append(
      Change(
        line: file.line(of: product.call),
        description:
          "product \(product.name) (\(product.package)) → \(new) (\(dependence.identity))"))
    return product.renamed(to: new, package: dependence.identity)
  }
}
