import SwiftSyntax

/// The text of every string literal, lowercased, interpolations included as written.
final class LiteralTexts: WalkingVisitor {
  private(set) var texts: [String] = []

  override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    texts.append(node.segments.trimmedDescription.lowercased())
    return .skipChildren
  }
}
