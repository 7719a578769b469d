import SwiftSyntax

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
