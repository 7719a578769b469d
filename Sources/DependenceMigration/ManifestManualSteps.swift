import SwiftSyntax

/// Finds, in a migrated manifest, what still names swift-dependencies or swift-clocks, and what
/// the migration could not add.
final class ManifestManualSteps: SyntaxVisitor {
  private let file: ParsedFile
  private let dependence: PackageReference
  private(set) var steps: [ManualStep] = []
  private var declaredPackages: Set<String> = []
  private var productPackages: [(package: String, node: Syntax)] = []

  init(file: ParsedFile, dependence: PackageReference) {
    self.file = file
    self.dependence = dependence
    super.init(viewMode: .sourceAccurate)
    walk(file.tree)
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
    switch node.implicitMemberName {
    case "package"?:
      if let identity = ExprSyntax(node).packageIdentity {
        declaredPackages.insert(identity)
      }
    case "product"?:
      let package = node.literalArgument("package")?.lowercased()
      let name = node.literalArgument("name")
      if let package { productPackages.append((package, Syntax(node))) }
      if package == ManifestNames.swiftClocks, name == ModuleNames.clocks {
        add(
          node,
          "`Clocks` outside a test target: TestClock and ImmediateClock are in DependenceTesting; UnimplementedClock is in Dependence",
          GuideSection.imports)
        return .skipChildren
      }
      if let name, package != ManifestNames.swiftDependencies,
        ManifestNames.renamedProducts[name] != nil
      {
        add(
          node,
          "name the product `\(ManifestNames.renamedProducts[name]!)` of `\(dependence.identity)` by hand",
          GuideSection.movedPackage)
        return .skipChildren
      }
    default:
      break
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
        add(element, "dependence needs \(platform) 26: raise this by hand", GuideSection.platforms)
      }
    }
    if node.argument("platforms") == nil {
      add(
        node,
        "dependence needs macOS/iOS/tvOS/watchOS/visionOS 26 on Apple platforms: add `platforms: [.macOS(.v26), .iOS(.v26), …]`; Linux needs nothing",
        GuideSection.platforms)
    }
    return .visitChildren
  }

  override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    let text = node.segments.trimmedDescription.lowercased()
    if text.contains(ManifestNames.swiftDependencies) || text.contains(ManifestNames.swiftClocks) {
      add(
        node, "still names swift-dependencies or swift-clocks: move it to dependence by hand",
        GuideSection.movedPackage)
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
