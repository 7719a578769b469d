import SwiftSyntax

/// The helpers a manifest declares — `let`s, `var`s, computed properties and functions, at the
/// top level or in extensions such as `extension Target.Dependency { static var clocks: Self
/// { … } }` — with the products of swift-dependencies and swift-clocks each one names and the
/// targets that use it, directly or through other helpers.
final class HelperDeclarations: SyntaxVisitor {
  /// A target that uses a helper: its name, when the manifest writes it as a literal, and
  /// whether it is a test target.
  struct Use: Hashable {
    var target: String?
    var isTest: Bool
  }

  /// The names each helper's body or initializer refers to.
  private var references: [String: Set<String>] = [:]
  /// The products of a replaced package each helper names directly.
  private var products: [String: Set<String>] = [:]
  /// Every product each helper names directly as `.product(name:package:)` with literal
  /// arguments, of any package: `IssueReporting` in `static var issueReporting: Self {
  /// .product(name: "IssueReporting", package: "xctest-dynamic-overlay") }`.
  private var anyProducts: [String: Set<String>] = [:]
  /// The package each helper declares, by identity: `clocks` in `static let clocks =
  /// Package.Dependency.package(url: …swift-clocks…)`.
  private(set) var packages: [String: String] = [:]
  /// The names each target's `dependencies:` refers to, with the kind of the target.
  private var targets: [(use: Use, names: Set<String>)] = []

  /// The names the manifest writes through string constants, which name targets.
  let strings: StringConstants

  /// Finds them in `tree`, whose string constants are `strings`.
  init(_ tree: some SyntaxProtocol, strings: StringConstants) {
    self.strings = strings
    super.init(viewMode: .sourceAccurate)
    walk(tree)
  }

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    // `let package = Package(…)` is not a helper: its targets are read one by one.
    guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      !node.isPackage
    else {
      return .visitChildren
    }
    references[name, default: []].formUnion(ReferencedNames(node).names)
    return .visitChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    references[node.name.text, default: []].formUnion(ReferencedNames(node).names)
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let kind = node.implicitMemberName, ManifestNames.targetKinds.contains(kind),
      let dependencies = node.argument("dependencies")
    {
      targets.append((use(of: node, kind: kind), ReferencedNames(dependencies).names))
    }
    if let product = ReplacedProduct(node), let helper = Self.helper(around: Syntax(node)) {
      products[helper, default: []].insert(product.name)
    }
    if node.memberName == "product", let name = node.literalArgument("name"),
      node.literalArgument("package") != nil, let helper = Self.helper(around: Syntax(node))
    {
      anyProducts[helper, default: []].insert(name)
    }
    if let identity = ExprSyntax(node).packageIdentity,
      let helper = Self.helper(around: Syntax(node))
    {
      packages[helper] = identity
    }
    return .visitChildren
  }

  /// The targets that use `node`: the target whose `dependencies:` holds it, or the targets
  /// that use the helper holding it or the list it is appended to. Empty when none is known.
  func uses(of node: some SyntaxProtocol) -> Set<Use> {
    var current = node.parent
    while let syntax = current {
      if let call = syntax.as(FunctionCallExprSyntax.self), let kind = call.implicitMemberName,
        ManifestNames.targetKinds.contains(kind)
      {
        return [use(of: call, kind: kind)]
      }
      if let helper = Self.helper(named: syntax) ?? Self.list(grownBy: syntax) {
        return uses(ofHelper: helper)
      }
      current = syntax.parent
    }
    return []
  }

  private func use(of call: FunctionCallExprSyntax, kind: String) -> Use {
    Use(target: strings.name(of: call), isTest: kind == "testTarget")
  }

  /// The list a statement grows: `list` in `list.append(…)`, `list.append(contentsOf: …)`,
  /// `list.insert(…, at: …)` or `list += […]`.
  private static func list(grownBy node: Syntax) -> String? {
    if let call = node.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      ["append", "insert"].contains(member.declName.baseName.text)
    {
      return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
    if let sequence = node.as(SequenceExprSyntax.self), sequence.elements.count == 3,
      sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "+="
    {
      return sequence.elements.first?.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
    return nil
  }

  /// The identity of the package that `expression` declares through a helper, such as
  /// `swift-clocks` for `.clocks`, `Package.Dependency.clocks` or a function's call with no
  /// arguments, `.clocks()`.
  func package(declaredBy expression: ExprSyntax) -> String? {
    if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
      call.trailingClosure == nil
    {
      return package(declaredBy: call.calledExpression)
    }
    let name =
      expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      ?? expression.as(DeclReferenceExprSyntax.self)?.baseName.text
    return name.flatMap { packages[$0] }
  }

  /// The products of a replaced package that `node` names through helpers, such as
  /// `DependenciesTestSupport` for `.dependenciesTestSupport`.
  func products(namedBy node: some SyntaxProtocol) -> Set<String> {
    products(namedBy: node, in: products)
  }

  /// Every product, of any package, that `node` names through helpers, such as
  /// `IssueReporting` for `.issueReporting`: a product the move adds to a target that names it
  /// so is not added twice.
  func anyProducts(namedBy node: some SyntaxProtocol) -> Set<String> {
    products(namedBy: node, in: anyProducts).union(products(namedBy: node))
  }

  /// The products of `table` that `node` names through helpers, directly or through others.
  private func products(namedBy node: some SyntaxProtocol, in table: [String: Set<String>])
    -> Set<String>
  {
    var seen: Set<String> = []
    var pending = Array(ReferencedNames(node).names)
    var found: Set<String> = []
    while let name = pending.popLast() {
      guard seen.insert(name).inserted else { continue }
      found.formUnion(table[name] ?? [])
      pending += references[name] ?? []
    }
    return found
  }

  /// The one product of a replaced package that `expression` names, where it is a bare
  /// reference to a helper (`.clocks`, `clocks`) that names that product and no other: its
  /// name, its package, and the targets that use the helper.
  func soleReplacedProduct(of expression: ExprSyntax)
    -> (name: String, package: String, uses: Set<Use>)?
  {
    let helper: String
    if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
      helper = member.declName.baseName.text
    } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
      helper = reference.baseName.text
    } else {
      return nil
    }
    let named = anyProducts(namedBy: expression)
    guard named.count == 1, let name = named.first,
      let package = ReplacedProduct.products.first(where: { $0.value.contains(name) })?.key
    else {
      return nil
    }
    return (name, package, uses(ofHelper: helper))
  }

  /// The targets that use the helper `helper`, directly or through other helpers.
  func uses(ofHelper helper: String) -> Set<Use> {
    var seen: Set<String> = []
    var pending = [helper]
    var found: Set<Use> = []
    while let name = pending.popLast() {
      guard seen.insert(name).inserted else { continue }
      for target in targets where target.names.contains(name) {
        found.insert(target.use)
      }
      pending += references.filter { $0.key != name && $0.value.contains(name) }.map(\.key)
    }
    return found
  }

  /// The name of the innermost helper holding `node`.
  private static func helper(around node: Syntax) -> String? {
    var current = node.parent
    while let syntax = current {
      if let name = helper(named: syntax) { return name }
      current = syntax.parent
    }
    return nil
  }

  /// The name `node` declares, when it is a helper's binding or function.
  private static func helper(named node: Syntax) -> String? {
    if let binding = node.as(PatternBindingSyntax.self) {
      guard !binding.isPackage else { return nil }
      return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }
    return node.as(FunctionDeclSyntax.self)?.name.text
  }
}
