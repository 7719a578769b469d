import SwiftSyntax

/// A whole literal naming swift-dependencies or swift-clocks outside its package declaration: the
/// package of a product whose name is not a literal beside it, or a location a helper declares.
///
/// `package: deps` with `let deps = "swift-dependencies"` → "\"swift-dependencies\" names a
/// product whose name is not a string literal beside it: … → `\"dependence\"` …";
/// `github("pointfreeco/swift-dependencies", …)` → "… declares swift-dependencies through a
/// helper: declare this package instead, …".
struct ReplacedPackageLiteralSteps: ManifestStepFinder {
  func steps(at literal: StringLiteralExprSyntax, in manifest: MigratedManifest) -> [ManualStep] {
    guard let text = ExprSyntax(literal).literalText?.lowercased(), !literal.isPackageLocation
    else {
      return []
    }
    let written = literal.trimmedDescription
    let identity = SwiftLiteral.quoted(manifest.dependence.identity)
    let location = text.contains("/") ? PackageIdentity.ofLocation(text) : nil
    let step: (what: String, section: String)
    switch text {
    case ManifestNames.swiftDependencies:
      step = (
        "\(written) names a product whose name is not a string literal beside it: `\(written)` → `\(identity)`, with the product's name `Dependencies` → `Dependence`, `DependenciesMacros` → `DependenceMacros`, `DependenciesTestSupport` → `DependenceTesting`; then remove swift-dependencies' package line",
        GuideSection.movedPackage
      )
    case ManifestNames.swiftClocks:
      step = (
        "\(written) names a product whose name is not a string literal beside it: in a test target, `\(written)` → `\(identity)` with `Clocks` → `DependenceTesting`; then remove swift-clocks' package line",
        GuideSection.imports
      )
    case _ where location == ManifestNames.swiftDependencies:
      step = (
        "\(written) declares swift-dependencies through a helper: declare this package instead, `\(manifest.dependence.declaration)`",
        GuideSection.movedPackage
      )
    case _ where location == ManifestNames.swiftClocks:
      step = (
        "\(written) declares swift-clocks through a helper: remove it once no target names `Clocks`",
        GuideSection.movedPackage
      )
    default:
      return []
    }
    return [manifest.step(literal, step.what, step.section)]
  }
}
