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

  /// The trivia after its last line break: the indentation of the line it ends on.
  var afterLastNewline: Trivia {
    guard let last = pieces.lastIndex(where: \.isNewline) else { return self }
    return Trivia(pieces: pieces[(last + 1)...])
  }
}
