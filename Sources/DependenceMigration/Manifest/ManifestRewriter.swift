import SwiftSyntax

/// Rewrites a manifest's package dependencies, target products and platforms in one pass, so
/// every change names a line of the original.
final class ManifestRewriter: SyntaxRewriter {
  /// What the pass adds or removes beyond renaming, decided from an earlier pass.
  struct Options {
    /// The package of `IssueReportingTestSupport`, when test targets that used
    /// `DependenciesTestSupport` need it.
    var issueReportingPackage: String?
    /// Whether to remove swift-clocks' package, whose products are all gone.
    var removesSwiftClocks = false
    /// Declarations to add to the `Package` call's `dependencies:`.
    var addedPackages: [String] = []
    /// The targets one of whose files names `TestClock` or `ImmediateClock`.
    var testClockTargets: Set<String> = []
    /// The targets one of whose migrated files imports `DependenceTesting`.
    var testingTargets: Set<String> = []
    /// Whether a file outside the tests names `TestClock` or `ImmediateClock`.
    var testClocksOutsideTests = false
    /// The swift-issue-reporting products to give each target whose files import them.
    var issueReportingProducts: [String: Set<String>] = [:]
    /// The identity under which the manifest declares swift-issue-reporting.
    var issueReportingIdentity = "xctest-dynamic-overlay"
    /// The targets to give the product `ConcurrencyExtras`.
    var concurrencyExtrasTargets: Set<String> = []
    /// Whether to raise the Apple platforms below version 26.
    var raisesPlatforms = true
    /// Whether to write raised platforms as `"26.0"`: the tools version is below 6.2.
    var spellsPlatformsAsStrings = false
    /// Whether to keep swift-dependencies' package line, which products the migration could not
    /// move still name, and add this package's beside it.
    var keepsSwiftDependencies = false
  }

  let file: ParsedFile
  let dependence: PackageReference
  let options: Options
  /// The manifest's helpers and the targets that use them.
  let helpers: HelperDeclarations
  var changes: [Change] = []
  /// Whether a test target received `IssueReportingTestSupport`.
  var addedIssueReporting = false

  init(file: ParsedFile, dependence: PackageReference, options: Options) {
    self.file = file
    self.dependence = dependence
    self.options = options
    self.helpers = HelperDeclarations(file.tree)
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
    if let kind = node.implicitMemberName, ManifestNames.targetKinds.contains(kind),
      let array = node.argument("dependencies")?.expression.as(ArrayExprSyntax.self)
    {
      let target = helpers.strings.name(of: node) ?? kind
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
        target: helpers.strings.name(of: node) ?? kind)
      return ExprSyntax(visited.replacingArgument("dependencies", with: rewritten))
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
    if options.raisesPlatforms,
      let platforms = node.argument("platforms")?.expression.as(ArrayExprSyntax.self)
    {
      call = call.replacingArgument("platforms", with: ExprSyntax(raisePlatforms(platforms)))
    }
    if let original = node.argument("dependencies")?.expression.as(ArrayExprSyntax.self),
      var array = call.argument("dependencies")?.expression.as(ArrayExprSyntax.self)
    {
      let line = original.elements.last.map { file.line(of: $0) } ?? file.line(of: original)
      for declaration in options.addedPackages {
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
    rewritingPackages(in: node)
  }
}
