import SwiftSyntax

/// The rewrite stage of a manifest's migration: one pass over the manifest as written that does
/// what its ``ManifestPlan`` says to its package lines, target products and platforms, and renames
/// the products of the replaced packages it reads, so every change names a line of the original.
///
/// Each concern is an extension: the package lines (`+Packages`), swift-clocks' declarations
/// (`+SwiftClocks`), the targets' dependencies (`+Targets`), the products the replaced packages
/// name (`+Products`) and the platforms (`+Platforms`).
final class ManifestRewriter: SyntaxRewriter {
  let file: ParsedFile
  let dependence: PackageReference
  let plan: ManifestPlan
  /// The manifest's helpers and the targets that use them.
  let helpers: HelperDeclarations
  /// The changes made, at the lines of the manifest as written.
  var changes: [Change] = []
  /// Whether a test target received `IssueReportingTestSupport`.
  var gaveIssueReportingTestSupport = false
  /// The functions that build a target (``TargetHelper``), by name.
  let targetHelpers: [String: TargetHelper]
  /// The targets that reach no dependency-injection code (``TargetsReachingNoDependency``).
  let targetsReachingNoDependency: Set<String>

  /// A rewriter of `file` that does what `plan` says; `helpers` are those of `file`.
  init(
    file: ParsedFile, dependence: PackageReference, plan: ManifestPlan,
    helpers: HelperDeclarations
  ) {
    self.file = file
    self.dependence = dependence
    self.plan = plan
    self.helpers = helpers
    targetHelpers = TargetHelper.all(in: file.tree)
    targetsReachingNoDependency = TargetsReachingNoDependency.find(
      in: file.tree, strings: helpers.strings)
    super.init(viewMode: .sourceAccurate)
  }

  /// The name of the target `node` declares, as a change names it: its name, the targets a
  /// function of the manifest builds where `node` is its body's (`the targets featureTests(…)
  /// builds`), or else its kind.
  private func targetName(of node: FunctionCallExprSyntax, kind: String) -> String {
    if let name = helpers.strings.name(of: node) { return name }
    if let function = node.ancestorOrSelf(mapping: { $0.as(FunctionDeclSyntax.self) }),
      targetHelpers[function.name.text] != nil
    {
      return "the targets \(function.name.text)(…) builds"
    }
    return kind
  }

  override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
    if let kind = node.implicitMemberName, ManifestNames.targetKinds.contains(kind),
      let array = node.argument("dependencies")?.expression.as(ArrayExprSyntax.self)
    {
      let target = targetName(of: node, kind: kind)
      let rewritten = rewriteTargetDependencies(array, isTest: kind == "testTarget", target: target)
      return ExprSyntax(node.replacingArgument("dependencies", with: ExprSyntax(rewritten)))
    }
    if let kind = node.implicitMemberName, ManifestNames.targetKinds.contains(kind),
      let original = node.argument("dependencies")?.expression,
      let visited = super.visit(node).as(FunctionCallExprSyntax.self),
      let expression = visited.argument("dependencies")?.expression
    {
      let rewritten = rewriteTargetDependencies(
        expression: original, visited: expression, isTest: kind == "testTarget",
        target: targetName(of: node, kind: kind))
      return ExprSyntax(visited.replacingArgument("dependencies", with: rewritten))
    }
    if let call = TargetHelperCall(node, helpers: targetHelpers) {
      // The body gives every call's target what a test target gains: not the call again.
      let rewritten = rewriteTargetDependencies(
        call.dependencies, isTest: false, target: call.name,
        alsoNamed: call.helper.namedProducts)
      return ExprSyntax(node.replacingArgument(call.dependenciesLabel, with: ExprSyntax(rewritten)))
    }
    if let product = ReplacedProduct(node) {
      return ExprSyntax(rename(product, uses: helpers.uses(of: node)))
    }
    if node.parent?.is(ArrayElementSyntax.self) != true,
      let declaration = replacingPackage(node)
    {
      return declaration
    }
    guard node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Package" else {
      return super.visit(node)
    }
    var call = super.visit(node).cast(FunctionCallExprSyntax.self)
    if case .raise(let spelling) = plan.platforms {
      if let platforms = node.argument("platforms")?.expression.as(ArrayExprSyntax.self) {
        call = call.replacingArgument(
          "platforms", with: ExprSyntax(raisePlatforms(platforms, spelledAs: spelling)))
      } else if node.argument("platforms") == nil, !plan.addedPlatforms.isEmpty {
        call = addingPlatforms(to: call, of: node, spelledAs: spelling)
      }
    }
    if let original = node.argument("dependencies")?.expression.as(ArrayExprSyntax.self),
      var array = call.argument("dependencies")?.expression.as(ArrayExprSyntax.self)
    {
      let line = original.elements.last.map { file.line(of: $0) } ?? file.line(of: original)
      for declaration in plan.addedPackages {
        guard let expression = ExprSyntax.parsing(declaration) else { continue }
        array = array.appending(expression, layoutOf: original)
        changes.append(Change(line: line, description: "added \(declaration)"))
      }
      call = call.replacingArgument("dependencies", with: ExprSyntax(array))
    }
    return ExprSyntax(call)
  }

  override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
    removingSwiftClocks(from: node, visited: super.visit(node))
  }

  override func visit(_ node: MemberBlockItemListSyntax) -> MemberBlockItemListSyntax {
    removingSwiftClocks(from: node, visited: super.visit(node))
  }

  override func visit(_ node: ArrayExprSyntax) -> ExprSyntax {
    if case .raise(let spelling) = plan.platforms,
      node.parent?.parent?.as(SequenceExprSyntax.self)?.assignedPlatforms?.id == node.id
    {
      return ExprSyntax(raisePlatforms(node, spelledAs: spelling))
    }
    return rewritingPackages(in: node)
  }
}
