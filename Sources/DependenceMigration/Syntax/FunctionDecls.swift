import SwiftSyntax

/// The functions a node declares, in source order, nested ones included.
final class FunctionDecls: WalkingVisitor {
  private(set) var found: [FunctionDeclSyntax] = []

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    found.append(node)
    return .visitChildren
  }
}
