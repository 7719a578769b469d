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
        "\(written) names a product whose name is not a string literal beside it: `\(written)` → `\(identity)`, with the product's name `Dependencies` → `Dependence`, `DependenciesMacros` → `DependenceMacros`, `DependenciesTestSupport` → `DependenceTesting`; then \(packageLine(ManifestNames.swiftDependencies, in: manifest))",
        GuideSection.movedPackage
      )
    case ManifestNames.swiftClocks:
      step = (
        "\(written) names a product whose name is not a string literal beside it: in a test target, `\(written)` → `\(identity)` with `Clocks` → `DependenceTesting`; then \(packageLine(ManifestNames.swiftClocks, in: manifest))",
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

  /// What to do with the package line of `package`, once no product names it: replace it with
  /// this package's, where nothing else declares this one (a product whose package is not a
  /// literal beside it does not tell the command to add it), and remove it otherwise. Where
  /// swift-dependencies is declared too, its line is the one that becomes this package's.
  private func packageLine(_ package: String, in manifest: MigratedManifest) -> String {
    let declared = manifest.written.survey.declaredPackages
    if declared.contains(manifest.dependence.identity)
      || (package == ManifestNames.swiftClocks
        && declared.contains(ManifestNames.swiftDependencies))
    {
      return "remove \(package)' package line"
    }
    return "replace \(package)' package line with `\(manifest.dependence.declaration)`"
  }
}
