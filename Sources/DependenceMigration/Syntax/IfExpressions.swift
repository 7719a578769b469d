import SwiftSyntax

/// The `if` expressions a node holds, in source order, nested ones included.
final class IfExpressions: WalkingVisitor {
  private(set) var found: [IfExprSyntax] = []

  override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
    found.append(node)
    return .visitChildren
  }
}
