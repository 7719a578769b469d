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
    guard let new = renamedName(of: product.name, package: product.package, uses: uses) else {
      return product.call
    }
    changes.append(
      Change(
        line: file.line(of: product.call),
        description:
          "product \(product.name) (\(product.package)) → \(new) (\(dependence.identity))"))
    return product.renamed(to: new, package: dependence.identity)
  }

  /// The product of this package that `name`, of the replaced package `package`, becomes where
  /// the targets `uses` name it (none known: a helper no target's dependencies reach); `nil`
  /// for another package's.
  func renamedName(of name: String, package: String, uses: Set<HelperDeclarations.Use>)
    -> String?
  {
    if package == ManifestNames.swiftDependencies {
      return ManifestNames.renamedProducts[name]
    }
    guard package == ManifestNames.swiftClocks else { return nil }
    let needsTesting =
      uses.isEmpty
      ? plan.clocks.testingWhereNoTargetIsKnown
      : uses.contains { $0.isTest || $0.target.map(plan.clocks.testingTargets.contains) == true }
    return needsTesting ? "DependenceTesting" : "Dependence"
  }
}
