import SwiftSyntax

/// What the manifest says of swift-dependencies or swift-clocks in a form no rewrite reads
/// (``RuntimeProductNames``): a product's name as a lone literal, or a location built by
/// interpolation.
///
/// `for product in ["Dependencies"]` → "\"Dependencies\" is read at run time as a product: if it
/// names swift-dependencies' or swift-clocks' product, `\"Dependencies\"` → `\"Dependence\"` of
/// package `\"dependence\"`"; `"https://github.com/pointfreeco/swift-\(name)"` → "… builds a
/// location of swift-dependencies or swift-clocks at run time: declare this package instead, …".
struct RuntimeNameSteps: ManifestStepFinder {
  func steps(in manifest: MigratedManifest, calls: [FunctionCallExprSyntax]) -> [ManualStep] {
    let unread = manifest.analysis.runtimeProductNames
    let identity = SwiftLiteral.quoted(manifest.dependence.identity)
    let products = unread.productLiterals.map { literal in
      let name = ExprSyntax(literal).literalText ?? ""
      let renamed =
        ManifestNames.renamedProducts[name].map { "`\"\($0)\"`" }
        ?? #"`"DependenceTesting"` in a test target, `"Dependence"` elsewhere,"#
      return manifest.step(
        literal,
        "\(literal.trimmedDescription) is read at run time as a product: if it names swift-dependencies' or swift-clocks' product, `\(literal.trimmedDescription)` → \(renamed) of package `\(identity)`",
        GuideSection.movedPackage)
    }
    let locations = unread.interpolations.map { literal in
      manifest.step(
        literal,
        "\(literal.trimmedDescription) builds a location of swift-dependencies or swift-clocks at run time: declare this package instead, `\(manifest.dependence.declaration)`, and name its products by `\(identity)`",
        GuideSection.movedPackage)
    }
    return products + locations
  }
}
