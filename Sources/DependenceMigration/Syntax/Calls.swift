import SwiftSyntax

/// The function calls a node holds, in source order, nested ones included.
final class Calls: WalkingVisitor {
  private(set) var found: [FunctionCallExprSyntax] = []

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    found.append(node)
    return .visitChildren
  }
}
