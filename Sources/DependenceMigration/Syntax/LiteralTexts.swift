import SwiftSyntax

/// The text of every string literal, lowercased, interpolations included as written.
final class LiteralTexts: SyntaxVisitor {
  private(set) var texts: [String] = []

  init(_ tree: some SyntaxProtocol) {
    super.init(viewMode: .sourceAccurate)
    walk(tree)
  }

  override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    texts.append(node.segments.trimmedDescription.lowercased())
    return .skipChildren
  }
}
