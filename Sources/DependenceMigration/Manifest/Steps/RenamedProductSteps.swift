import SwiftSyntax

/// A product named as one of swift-dependencies' whose package the migration cannot read: a
/// `package:` that is not a literal, or none.
///
/// `.product(name: "Dependencies", package: deps)` → "if deps is swift-dependencies:
/// `.product(name: "Dependencies", package: deps)` → `.product(name: "Dependence", package:
/// "dependence")`". The call is this finder's alone.
struct RenamedProductSteps: ManifestStepFinder {
  func steps(at call: FunctionCallExprSyntax, in manifest: MigratedManifest)
    -> (steps: [ManualStep], then: SyntaxVisitorContinueKind)
  {
    guard call.memberName == "product", let name = call.literalArgument("name"),
      let new = ManifestNames.renamedProducts[name],
      call.literalArgument("package").map({ ReplacedProduct.products[$0.lowercased()] == nil })
        ?? true
    else {
      return ([], .visitChildren)
    }
    let package = call.argument("package")?.expression.trimmedDescription ?? "its package"
    let step = manifest.step(
      call,
      "if \(package) is swift-dependencies: `\(call.trimmedDescription)` → `.product(name: \"\(new)\", package: \"\(manifest.dependence.identity)\")`",
      GuideSection.movedPackage)
    return ([step], .skipChildren)
  }
}
