import SwiftSyntax

/// The packages a manifest declares and the packages its products name.
final class ManifestSurvey: WalkingVisitor {
  /// The identities of the `.package(url:…)` and `.package(path:…)` calls.
  private(set) var declaredPackages: Set<String> = []
  /// The `package:` arguments of the `.product(name:package:)` calls, lowercased.
  private(set) var productPackages: Set<String> = []
  /// The same, of the calls outside a `.testTarget(…)`.
  private(set) var productPackagesOutsideTests: Set<String> = []
  /// swift-dependencies or swift-clocks, when a string literal names either package whole,
  /// outside its package declaration: `package: "swift-clocks"`, say.
  private(set) var namedReplacedPackages: Set<String> = []
  /// The string literals that hold a URL or path of swift-dependencies or swift-clocks outside a
  /// `.package(url:…)` or `.package(path:…)` call: a helper's argument, say.
  private(set) var unreadLocations: [StringLiteralExprSyntax] = []
  /// The `path:` arguments of the `.package(path:…)` calls, as written.
  private(set) var packagePaths: [String] = []
  /// The requirements of the `.package(url:…)` calls that declare swift-syntax, where written
  /// out.
  private(set) var swiftSyntaxRequirements: [SwiftSyntaxRequirement] = []
  /// The arrays the manifest assigns to a package's platforms after its `Package` call:
  /// `package.platforms = […]`.
  private(set) var assignedPlatforms: [ArrayExprSyntax] = []
  /// The other places the manifest reaches a package's platforms after its `Package` call:
  /// `package.platforms?.append(…)` or `package.platforms = minimumPlatforms`, say.
  private(set) var unreadPlatforms: [MemberAccessExprSyntax] = []

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let identity = ExprSyntax(node).packageIdentity {
      declaredPackages.insert(identity)
      if let path = node.literalArgument("path") { packagePaths.append(path) }
      if let requirement = SwiftSyntaxRequirement(node) {
        swiftSyntaxRequirements.append(requirement)
      }
    } else if node.memberName == "product", let package = node.literalArgument("package") {
      insertProductPackage(package.lowercased(), namedAt: node)
    } else if let product = ReplacedProduct(node) {
      insertProductPackage(product.package, namedAt: node)
    }

    return .visitChildren
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if node.isPackagePlatforms,
      node.parent?.parent?.as(SequenceExprSyntax.self)?.assignedPlatforms == nil
    {
      unreadPlatforms.append(node)
    }
    return .visitChildren
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    if let array = node.assignedPlatforms { assignedPlatforms.append(array) }
    return .visitChildren
  }

  override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    guard let text = ExprSyntax(node).literalText?.lowercased(),
      !node.isPackageLocation
    else {
      return .skipChildren
    }
    if ReplacedProduct.products[text] != nil {
      namedReplacedPackages.insert(text)
    } else if text.contains("/"), ReplacedProduct.products[PackageIdentity.ofLocation(text)] != nil
    {
      unreadLocations.append(node)
    }
    return .skipChildren
  }

  /// The declared packages whose products only test targets name: SwiftPM does not resolve them
  /// for a package that depends on this one, whose graph they are not in.
  var testOnlyPackages: Set<String> {
    declaredPackages.intersection(productPackages).subtracting(productPackagesOutsideTests)
  }

  private func insertProductPackage(_ package: String, namedAt node: FunctionCallExprSyntax) {
    productPackages.insert(package)
    let inTestTarget = node.ancestorOrSelf {
      $0.as(FunctionCallExprSyntax.self)?.implicitMemberName == "testTarget" ? $0 : nil
    }
    if inTestTarget == nil { productPackagesOutsideTests.insert(package) }
  }

  /// Whether the manifest names swift-dependencies or swift-clocks: declares either package,
  /// names either in a literal, or writes a location of either that no `.package(…)` call reads.
  var namesReplacedPackages: Bool {
    !namedReplacedPackages.isEmpty || !unreadLocations.isEmpty
      || !declaredPackages.isDisjoint(with: ReplacedProduct.products.keys)
  }
}
