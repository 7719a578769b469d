import SwiftSyntax

extension Trivia {
  /// Whether the trivia holds a line break.
  var hasNewline: Bool {
    contains { $0.isNewline }
  }

  /// Whether the trivia starts with a line break.
  var startsWithNewline: Bool {
    first?.isNewline ?? false
  }

  /// The trivia up to and including its last line break: what stays when the line after it goes.
  var throughLastNewline: Trivia {
    guard let last = pieces.lastIndex(where: \.isNewline) else { return [] }
    return Trivia(pieces: pieces[...last])
  }

  /// The trivia after its last line break: the indentation of the line it ends on.
  var afterLastNewline: Trivia {
    guard let last = pieces.lastIndex(where: \.isNewline) else { return self }
    return Trivia(pieces: pieces[(last + 1)...])
  }

  /// The trivia without one line break from its first piece, when that piece is a line break.
  var droppingFirstNewline: Trivia {
    guard let first = pieces.first, first.isNewline else { return self }
    return Trivia(pieces: first.lessOneNewline + pieces.dropFirst())
  }

  /// The trivia without one line break from its last piece, when that piece is a line break.
  var droppingLastNewline: Trivia {
    guard let last = pieces.last, last.isNewline else { return self }
    return Trivia(pieces: pieces.dropLast() + last.lessOneNewline)
  }
}

extension TriviaPiece {
  /// A line-break piece with one line break fewer: empty when it held one.
  fileprivate var lessOneNewline: [TriviaPiece] {
    switch self {
    case .newlines(let count) where count > 1: [.newlines(count - 1)]
    case .carriageReturns(let count) where count > 1: [.carriageReturns(count - 1)]
    case .carriageReturnLineFeeds(let count) where count > 1: [.carriageReturnLineFeeds(count - 1)]
    default: []
    }
  }
}
