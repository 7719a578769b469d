import SwiftSyntax

/// A package line of swift-dependencies or swift-clocks that the migration kept while a product
/// it could not move named the package, and that nothing names any more.
///
/// `.package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.0.0")` → "`…` →
/// remove it: no target names its products any more".
struct UnusedPackageSteps: ManifestStepFinder {
  func steps(in manifest: MigratedManifest, calls: [FunctionCallExprSyntax]) -> [ManualStep] {
    let named = manifest.analysis.survey.namedReplacedPackages
    return calls.compactMap { call in
      guard let identity = ExprSyntax(call).packageIdentity,
        ReplacedProduct.products[identity] != nil, !named.contains(identity)
      else {
        return nil
      }
      return manifest.step(
        call,
        "`\(call.trimmedDescription)` → remove it: no target names its products any more",
        GuideSection.movedPackage)
    }
  }
}
