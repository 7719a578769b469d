import SwiftSyntax

/// The bare type names (`Provider` in `[Provider]`) and expression names (`Provider` in
/// `Provider.apple`, not `apple`) of a file, in source order.
final class BareNameUses: SyntaxVisitor {
  /// Each name with the node that uses it.
  private(set) var found: [(name: String, node: Syntax)] = []

  init(_ tree: some SyntaxProtocol) {
    super.init(viewMode: .sourceAccurate)
    walk(tree)
  }

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    found.append((node.name.text, Syntax(node)))
    return .visitChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    if node.argumentNames == nil, !node.isMemberName {
      found.append((node.baseName.text, Syntax(node)))
    }
    return .visitChildren
  }
}
