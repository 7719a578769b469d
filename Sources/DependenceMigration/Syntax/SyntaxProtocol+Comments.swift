import SwiftSyntax

extension SyntaxProtocol {
  /// Whether a comment is inside the node: in its tokens' trivia, but for the leading trivia of
  /// its first token (the comments above it), which a rewrite of the node keeps.
  var hasCommentsInside: Bool {
    tokens(viewMode: .sourceAccurate).enumerated().contains { index, token in
      (index > 0 && token.leadingTrivia.contains(where: \.isComment))
        || token.trailingTrivia.contains(where: \.isComment)
    }
  }

  /// Whether a comment is in the node's trivia, above it or inside it.
  var hasComments: Bool {
    leadingTrivia.contains(where: \.isComment) || hasCommentsInside
  }
}
