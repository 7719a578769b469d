import SwiftSyntax

/// The multi-line string literals of a node: from the end of each opening `"""` to the end of
/// its closing one.
final class MultilineStrings: WalkingVisitor {
  private(set) var ranges: [Range<AbsolutePosition>] = []

  override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    if node.openingQuote.tokenKind == .multilineStringQuote {
      ranges.append(
        node.openingQuote.endPositionBeforeTrailingTrivia..<node.closingQuote
          .endPositionBeforeTrailingTrivia)
    }
    return .visitChildren
  }
}
