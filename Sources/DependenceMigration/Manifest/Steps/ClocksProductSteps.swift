import SwiftSyntax

/// swift-clocks' `Clocks` the migration could not move: a product no target's dependencies reach,
/// whose module the migrated sources may need as `DependenceTesting` or as `Dependence`.
///
/// `.product(name: "Clocks", package: "swift-clocks")` → "`Clocks` outside a test target: … →
/// `.product(name: "DependenceTesting", package: "dependence")` where it uses TestClock, …
/// `Dependence` … where it uses ImmediateClock, UnimplementedClock or AnyClock; then remove
/// swift-clocks' package line". The call is this finder's alone.
struct ClocksProductSteps: ManifestStepFinder {
  func steps(at call: FunctionCallExprSyntax, in manifest: MigratedManifest)
    -> (steps: [ManualStep], then: SyntaxVisitorContinueKind)
  {
    guard let product = ReplacedProduct(call), product.package == ManifestNames.swiftClocks else {
      return ([], .visitChildren)
    }
    let identity = manifest.dependence.identity
    let testing = product.renamed(to: "DependenceTesting", package: identity)
    let core = product.renamed(to: "Dependence", package: identity)
    let step = manifest.step(
      call,
      "`Clocks` outside a test target: `\(call.trimmedDescription)` → `\(testing.trimmedDescription)` where it uses TestClock, `\(core.trimmedDescription)` where it uses ImmediateClock, UnimplementedClock or AnyClock; then remove swift-clocks' package line",
      GuideSection.imports)
    return ([step], .skipChildren)
  }
}
