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
  let helpers: ManifestHelpers
  var changes: [Change] = []
  /// Whether a test target received `IssueReportingTestSupport`.
  var addedIssueReporting = false

  init(file: ParsedFile, dependence: PackageReference, options: Options) {
    self.file = file
    self.dependence = dependence
    self.options = options
    self.helpers = ManifestHelpers(file.tree)
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
    if let product = PeerProduct(node) {
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
    let visited = super.visit(node).as(ArrayExprSyntax.self) ?? node
    var elements = Array(visited.elements)
    var removed: Set<Int> = []
    let namesDependence = node.elements.contains {
      $0.expression.packageIdentity == dependence.identity
    }
    for (index, element) in node.elements.enumerated() {
      let line = file.line(of: element)
      switch element.expression.packageIdentity {
      case ManifestNames.swiftDependencies? where options.keepsSwiftDependencies:
        continue
      case ManifestNames.swiftDependencies? where namesDependence:
        removed.insert(index)
        changes.append(Change(line: line, description: "package swift-dependencies → removed"))
      case ManifestNames.swiftDependencies?:
        guard let replacement = ExprSyntax.parsing(dependence.declaration) else { continue }
        let old = element.expression
        elements[index] = elements[index].with(
          \.expression,
          replacement.with(\.leadingTrivia, old.leadingTrivia).with(
            \.trailingTrivia, old.trailingTrivia))
        changes.append(
          Change(line: line, description: "package swift-dependencies → \(dependence.declaration)"))
      case ManifestNames.swiftClocks? where options.removesSwiftClocks:
        removed.insert(index)
        changes.append(Change(line: line, description: "package swift-clocks → removed"))
      case nil
      where options.removesSwiftClocks
        && helpers.package(declaredBy: element.expression) == ManifestNames.swiftClocks:
        removed.insert(index)
        changes.append(
          Change(
            line: line, description: "package swift-clocks (\(element.expression.trimmedDescription)) → removed"))
      default:
        continue
      }
    }
    return ExprSyntax(
      visited.with(\.elements, ArrayElementListSyntax(elements)).removingElements(at: removed))
  }

  /// A declaration of swift-dependencies outside an array, such as a helper's
  /// `static let dependencies = Package.Dependency.package(url: …)`, replaced by this package's.
  private func replacingPackage(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
    guard !options.keepsSwiftDependencies,
      ExprSyntax(node).packageIdentity == ManifestNames.swiftDependencies,
      let replacement = ExprSyntax.parsing(dependence.declaration)
    else {
      return nil
    }
    changes.append(
      Change(
        line: file.line(of: node),
        description: "package swift-dependencies → \(dependence.declaration)"))
    return replacement.with(\.leadingTrivia, node.leadingTrivia).with(
      \.trailingTrivia, node.trailingTrivia)
  }

  /// `platforms` with each Apple platform below version 26 raised to `.v26`, or `"26.0"`.
  private func raisePlatforms(_ platforms: ArrayExprSyntax) -> ArrayExprSyntax {
    let elements = platforms.elements.map { element -> ArrayElementSyntax in
      guard let call = element.expression.as(FunctionCallExprSyntax.self),
        let platform = call.implicitMemberName, ManifestNames.applePlatforms.contains(platform),
        call.arguments.count == 1, let version = call.arguments.first?.expression,
        let major = PlatformVersion.major(of: version), major < 26
      else {
        return element
      }
      let raised =
        options.spellsPlatformsAsStrings
        ? ExprSyntax.parsing(#""26.0""#)!
        : ExprSyntax(
          MemberAccessExprSyntax(
            period: .periodToken(), declName: DeclReferenceExprSyntax(baseName: .identifier("v26"))))
      let newCall = call.replacingArgument(
        call.arguments.first?.label?.text,
        with: raised.with(\.leadingTrivia, version.leadingTrivia).with(
          \.trailingTrivia, version.trailingTrivia))
      changes.append(
        Change(
          line: file.line(of: element),
          description: "\(call.trimmedDescription) → \(newCall.trimmedDescription)"))
      return element.with(\.expression, ExprSyntax(newCall))
    }
    return platforms.with(\.elements, ArrayElementListSyntax(elements))
  }
}

/// The versions a manifest's `platforms:` writes: `.v13`, `.v10_15` or `"15.0"`.
enum PlatformVersion {
  /// The major version of `expression`, or `nil` when it is not one of those spellings.
  static func major(of expression: ExprSyntax) -> Int? {
    if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
      let name = member.declName.baseName.text
      guard name.hasPrefix("v") else { return nil }
      return name.dropFirst().split(separator: "_").first.flatMap { Int($0) }
    }
    return expression.literalText?.split(separator: ".").first.flatMap { Int($0) }
  }
}

extension FunctionCallExprSyntax {
  /// The call with the expression of its argument labelled `label` replaced.
  func replacingArgument(_ label: String?, with expression: ExprSyntax) -> FunctionCallExprSyntax {
    let list = arguments.map { $0.label?.text == label ? $0.with(\.expression, expression) : $0 }
    return with(\.arguments, LabeledExprListSyntax(list))
  }
}
