import SwiftSyntax

/// Finds, in a migrated manifest, what still names swift-dependencies or swift-clocks, and what
/// the migration could not add; each step says what to write.
final class ManifestManualSteps: SyntaxVisitor {
  private let file: ParsedFile
  private let dependence: PackageReference
  private let spellsPlatformsAsStrings: Bool
  private(set) var steps: [ManualStep] = []
  private var declaredPackages: Set<String> = []
  private var productPackages: [(package: String, node: Syntax)] = []
  private var replacedPackageDeclarations: [FunctionCallExprSyntax] = []

  init(file: ParsedFile, dependence: PackageReference, spellsPlatformsAsStrings: Bool = false) {
    self.file = file
    self.dependence = dependence
    self.spellsPlatformsAsStrings = spellsPlatformsAsStrings
    super.init(viewMode: .sourceAccurate)
    walk(file.tree)
    let unread = RuntimeProductNames(file.tree)
    for literal in unread.productLiterals {
      let name = ExprSyntax(literal).literalText ?? ""
      let renamed =
        ManifestNames.renamedProducts[name].map { "`\"\($0)\"`" }
        ?? #"`"DependenceTesting"` in a test target, `"Dependence"` elsewhere,"#
      add(
        literal,
        "\(literal.trimmedDescription) is read at run time as a product: if it names swift-dependencies' or swift-clocks' product, `\(literal.trimmedDescription)` → \(renamed) of package `\(SwiftLiteral.quoted(dependence.identity))`",
        GuideSection.movedPackage)
    }
    for literal in unread.interpolations {
      add(
        literal,
        "\(literal.trimmedDescription) builds a location of swift-dependencies or swift-clocks at run time: declare this package instead, `\(dependence.declaration)`, and name its products by `\(SwiftLiteral.quoted(dependence.identity))`",
        GuideSection.movedPackage)
    }
    let named = ManifestSurvey(file.tree).namedReplacedPackages
    for declaration in replacedPackageDeclarations {
      guard let identity = ExprSyntax(declaration).packageIdentity, !named.contains(identity)
      else { continue }
      add(
        declaration,
        "`\(declaration.trimmedDescription)` → remove it: no target names its products any more",
        GuideSection.movedPackage)
    }
    for (package, node) in productPackages where !declaredPackages.contains(package) {
      if package == dependence.identity {
        add(
          node, "add `\(dependence.declaration)` to the package's dependencies",
          GuideSection.movedPackage)
      } else if ManifestNames.issueReporting.contains(package) {
        add(
          node, "add `\(ManifestNames.issueReportingDeclaration)` to the package's dependencies",
          GuideSection.beforeFirstBuild)
      }
    }
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let identity = ExprSyntax(node).packageIdentity {
      declaredPackages.insert(identity)
      if ReplacedProduct.products[identity] != nil {
        replacedPackageDeclarations.append(node)
      }
    }
    if node.memberName == "product", let package = node.literalArgument("package")?.lowercased() {
      productPackages.append((package, Syntax(node)))
    }
    if let product = ReplacedProduct(node), product.package == ManifestNames.swiftClocks {
      let testing = product.renamed(to: "DependenceTesting", package: dependence.identity)
      let core = product.renamed(to: "Dependence", package: dependence.identity)
      add(
        node,
        "`Clocks` outside a test target: `\(node.trimmedDescription)` → `\(testing.trimmedDescription)` where it uses TestClock or ImmediateClock, `\(core.trimmedDescription)` where it uses UnimplementedClock or AnyClock; then remove swift-clocks' package line",
        GuideSection.imports)
      return .skipChildren
    }
    if node.memberName == "product", let name = node.literalArgument("name"),
      let new = ManifestNames.renamedProducts[name],
      node.literalArgument("package").map({ ReplacedProduct.products[$0.lowercased()] == nil })
        ?? true
    {
      let package = node.argument("package")?.expression.trimmedDescription ?? "its package"
      add(
        node,
        "if \(package) is swift-dependencies: `\(node.trimmedDescription)` → `.product(name: \"\(new)\", package: \"\(dependence.identity)\")`",
        GuideSection.movedPackage)
      return .skipChildren
    }
    guard node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Package" else {
      return .visitChildren
    }
    for element in node.argument("platforms")?.expression.as(ArrayExprSyntax.self)?.elements ?? [] {
      if let call = element.expression.as(FunctionCallExprSyntax.self),
        let platform = call.implicitMemberName, ManifestNames.applePlatforms.contains(platform),
        call.arguments.count != 1
          || call.arguments.first.flatMap({ PlatformVersion.major(of: $0.expression) }) == nil
      {
        let raised = spellsPlatformsAsStrings ? "\"26.0\"" : ".v26"
        add(
          element,
          "dependence needs \(platform) 26: `\(element.expression.trimmedDescription)` → `.\(platform)(\(raised))`",
          GuideSection.platforms)
      }
    }
    if node.argument("platforms") == nil {
      add(
        node,
        spellsPlatformsAsStrings
          ? #"dependence needs macOS/iOS/tvOS/watchOS/visionOS 26 on Apple platforms: add `platforms: [.macOS("26.0"), .iOS("26.0"), …]`; Linux needs nothing"#
          : "dependence needs macOS/iOS/tvOS/watchOS/visionOS 26 on Apple platforms: add `platforms: [.macOS(.v26), .iOS(.v26), …]`; Linux needs nothing",
        GuideSection.platforms)
    }
    return .visitChildren
  }

  /// A whole literal naming either package outside its declaration: a product the migration
  /// could not read, or a location a helper declares.
  override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    guard let text = ExprSyntax(node).literalText?.lowercased(),
      !node.isPackageLocation
    else {
      return .skipChildren
    }
    let literal = node.trimmedDescription
    let identity = SwiftLiteral.quoted(dependence.identity)
    let location = text.contains("/") ? PackageIdentity.ofLocation(text) : nil
    switch text {
    case ManifestNames.swiftDependencies:
      add(
        node,
        "\(literal) names a product whose name is not a string literal beside it: `\(literal)` → `\(identity)`, with the product's name `Dependencies` → `Dependence`, `DependenciesMacros` → `DependenceMacros`, `DependenciesTestSupport` → `DependenceTesting`; then remove swift-dependencies' package line",
        GuideSection.movedPackage)
    case ManifestNames.swiftClocks:
      add(
        node,
        "\(literal) names a product whose name is not a string literal beside it: in a test target, `\(literal)` → `\(identity)` with `Clocks` → `DependenceTesting`; then remove swift-clocks' package line",
        GuideSection.imports)
    case _ where location == ManifestNames.swiftDependencies:
      add(
        node,
        "\(literal) declares swift-dependencies through a helper: declare this package instead, `\(dependence.declaration)`",
        GuideSection.movedPackage)
    case _ where location == ManifestNames.swiftClocks:
      add(
        node,
        "\(literal) declares swift-clocks through a helper: remove it once no target names `Clocks`",
        GuideSection.movedPackage)
    default:
      break
    }
    return .skipChildren
  }

  private func add(_ node: some SyntaxProtocol, _ what: String, _ section: String) {
    let step = ManualStep(line: file.line(of: node), what: what, section: section)
    if !steps.contains(where: { $0.line == step.line && $0.section == step.section }) {
      steps.append(step)
    }
  }
}
