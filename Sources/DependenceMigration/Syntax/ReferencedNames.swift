import SwiftSyntax

/// The names an expression or declaration refers to: `dependencies` in `.dependencies`,
/// `Target.Dependency.dependencies`, `dependencies` or `dependencies()`.
final class ReferencedNames: WalkingVisitor {
  private(set) var names: Set<String> = []

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    names.insert(node.baseName.text)
    return .visitChildren
  }
}
