import SwiftSyntax

extension InvokeTestOverride.Parts {
  /// What the rewrite writes anew: from `func` to the update closure's `{` (or its `in`), with
  /// the signature, the body's `{` and the call.
  var head: Range<AbsolutePosition> {
    function.funcKeyword.positionAfterSkippingLeadingTrivia..<bodyStart
  }

  /// What the rewrite keeps, renaming the parameter and indenting it again: the update closure's
  /// statements, with the comments and spaces around them, up to the indentation of its `}`
  /// when that starts a line.
  var body: Range<AbsolutePosition> { bodyStart..<bodyEnd }

  /// What the rewrite writes anew after ``body``: the closure's `}`, the operation, and the
  /// override's `}`.
  var tail: Range<AbsolutePosition> { bodyEnd..<function.endPositionBeforeTrailingTrivia }

  /// The comment lines above the call, which the rewrite keeps above the statements.
  var callComments: Range<AbsolutePosition> {
    statement.position..<statement.positionAfterSkippingLeadingTrivia
  }

  /// Whether the update closure's `}` starts a line.
  var closingStartsLine: Bool {
    let trivia = update.closure.rightBrace.leadingTrivia
    return trivia.hasNewline && trivia.afterLastNewline.allSatisfy(\.isSpaceOrTab)
  }

  /// Whether the statements start on a line of their own, after the closure's `{` or `in`.
  var bodyStartsLine: Bool {
    let opening = update.closure.signature?.inKeyword ?? update.closure.leftBrace
    return !opening.trailingTrivia.contains(where: \.isComment)
      && opening.nextToken(viewMode: .sourceAccurate)?.leadingTrivia.hasNewline == true
  }

  /// Whether the rewrite would drop a comment: one in what it writes anew, other than the
  /// lines above the call (kept where the statements start a line), or between an attribute
  /// it removes and the next token.
  var losesComments: Bool {
    let removed = [head, tail] + mainActorAttributes.map(\.removal)
    return function.commentPositions.contains { position in
      guard removed.contains(where: { $0.contains(position) }) else { return false }
      return !(callComments.contains(position) && bodyStartsLine)
    }
  }

  private var bodyStart: AbsolutePosition {
    (update.closure.signature?.inKeyword ?? update.closure.leftBrace).endPositionBeforeTrailingTrivia
  }

  private var bodyEnd: AbsolutePosition {
    let brace = update.closure.rightBrace
    guard closingStartsLine else { return brace.positionAfterSkippingLeadingTrivia }
    let indentation = brace.leadingTrivia.afterLastNewline.sourceLength.utf8Length
    return brace.positionAfterSkippingLeadingTrivia.advanced(by: -indentation)
  }
}

extension AttributeSyntax {
  /// The range that removes the attribute and the space after it, up to the next token.
  var removal: Range<AbsolutePosition> {
    let end = nextToken(viewMode: .sourceAccurate)?.positionAfterSkippingLeadingTrivia
    return positionAfterSkippingLeadingTrivia..<(end ?? endPosition)
  }
}

extension SyntaxProtocol {
  /// Where each comment in the node's trivia starts.
  fileprivate var commentPositions: [AbsolutePosition] {
    var positions: [AbsolutePosition] = []
    for token in tokens(viewMode: .sourceAccurate) {
      var position = token.position
      for piece in token.leadingTrivia {
        if piece.isComment { positions.append(position) }
        position = position.advanced(by: piece.sourceLength.utf8Length)
      }
      position = token.endPositionBeforeTrailingTrivia
      for piece in token.trailingTrivia {
        if piece.isComment { positions.append(position) }
        position = position.advanced(by: piece.sourceLength.utf8Length)
      }
    }
    return positions
  }
}
