import SwiftSyntax

/// The helpers a manifest declares — `let`s, `var`s, computed properties and functions, at the
/// top level or in extensions such as `extension Target.Dependency { static var clocks: Self
/// { … } }` — with the products of swift-dependencies and swift-clocks each one names and the
/// targets that use it, directly or through other helpers.
final class ManifestHelpers: SyntaxVisitor {
  /// What kind of target uses a helper.
  enum Use: Hashable {
    case test
    case other
  }

  /// The names each helper's body or initializer refers to.
  private var references: [String: Set<String>] = [:]
  /// The peer products each helper names directly.
  private var products: [String: Set<String>] = [:]
  /// The names each target's `dependencies:` refers to, with the kind of the target.
  private var targets: [(use: Use, names: Set<String>)] = []

  init(_ tree: some SyntaxProtocol) {
    super.init(viewMode: .sourceAccurate)
    walk(tree)
  }

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    // `let package = Package(…)` is not a helper: its targets are read one by one.
    guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      node.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression
        .as(DeclReferenceExprSyntax.self)?.baseName.text != "Package"
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
      targets.append((kind == "testTarget" ? .test : .other, ReferencedNames(dependencies).names))
    }
    if let product = PeerProduct(node), let helper = Self.helper(around: Syntax(node)) {
      products[helper, default: []].insert(product.name)
    }
    return .visitChildren
  }

  /// The kinds of the targets that use `node`: the target whose `dependencies:` holds it, or the
  /// targets that use the helper holding it. Empty when nothing does.
  func uses(of node: some SyntaxProtocol) -> Set<Use> {
    var current = node.parent
    while let syntax = current {
      if let call = syntax.as(FunctionCallExprSyntax.self), let kind = call.implicitMemberName,
        ManifestNames.targetKinds.contains(kind)
      {
        return [kind == "testTarget" ? .test : .other]
      }
      if let helper = Self.helper(named: syntax) {
        return uses(ofHelper: helper)
      }
      current = syntax.parent
    }
    return []
  }

  /// The peer products that `node` names through helpers, such as `DependenciesTestSupport` for
  /// `.dependenciesTestSupport`.
  func products(namedBy node: some SyntaxProtocol) -> Set<String> {
    var seen: Set<String> = []
    var pending = Array(ReferencedNames(node).names)
    var found: Set<String> = []
    while let name = pending.popLast() {
      guard seen.insert(name).inserted else { continue }
      found.formUnion(products[name] ?? [])
      pending += references[name] ?? []
    }
    return found
  }

  private func uses(ofHelper helper: String) -> Set<Use> {
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
      return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }
    return node.as(FunctionDeclSyntax.self)?.name.text
  }
}

/// The names an expression or declaration refers to: `dependencies` in `.dependencies`,
/// `Target.Dependency.dependencies`, `dependencies` or `dependencies()`.
final class ReferencedNames: SyntaxVisitor {
  private(set) var names: Set<String> = []

  init(_ node: some SyntaxProtocol) {
    super.init(viewMode: .sourceAccurate)
    walk(node)
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    names.insert(node.baseName.text)
    return .visitChildren
  }
}
