import SwiftSyntax

extension SyntaxProtocol {
  /// Whether the node fills its lines alone: it starts a line (or the file), and a line break
  /// or the end of the file follows it, so removing it can take its line break with it.
  var fillsItsLines: Bool {
    let startsLine = leadingTrivia.hasNewline || previousToken(viewMode: .sourceAccurate) == nil
    guard let next = lastToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate)
    else {
      return false
    }
    return startsLine
      && (next.leadingTrivia.startsWithNewline
        || (next.tokenKind == .endOfFile && next.leadingTrivia.isEmpty))
  }

  /// The edit that removes a node that ``fillsItsLines``, with its line break: comments on the
  /// lines above stay, except its doc comments when `withDocComments` is set.
  func lineRemoval(withDocComments: Bool = false) -> SourceEdit {
    let pieces = Array(leadingTrivia.pieces)
    var first = pieces.lastIndex(where: \.isNewline).map { $0 + 1 } ?? 0
    if withDocComments {
      var start = pieces.endIndex
      while start > 0, pieces[start - 1].belongsToDocComment { start -= 1 }
      while start < pieces.endIndex, pieces[start].isNewline { start += 1 }
      if pieces[start...].contains(where: \.isDocComment) { first = start }
    }
    var lower = position.advanced(by: Trivia(pieces: pieces[..<first]).sourceLength.utf8Length)
    var upper = endPosition
    let next = lastToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate)
    if let newline = next?.leadingTrivia.pieces.first, newline.isNewline {
      upper = upper.advanced(by: newline.unitLength)
    } else if first > 0, let newline = pieces[..<first].last, newline.isNewline {
      lower = AbsolutePosition(utf8Offset: lower.utf8Offset - newline.unitLength)
    }
    return SourceEdit(range: lower..<upper, replacement: "")
  }
}

extension TriviaPiece {
  /// The bytes of one line break of a line-break piece.
  fileprivate var unitLength: Int {
    if case .carriageReturnLineFeeds = self { 2 } else { 1 }
  }

  fileprivate var isDocComment: Bool {
    switch self {
    case .docLineComment, .docBlockComment: true
    default: false
    }
  }

  /// Whether the piece can be part of the doc comment right above a declaration.
  fileprivate var belongsToDocComment: Bool {
    switch self {
    case .docLineComment, .docBlockComment, .spaces, .tabs, .newlines(1), .carriageReturns(1),
      .carriageReturnLineFeeds(1):
      true
    default: false
    }
  }
}
