import SwiftSyntax

extension Trivia {
  /// The spaces and tabs after the last newline.
  var indentation: String {
    var text = ""
    for piece in pieces.reversed() {
      switch piece {
      case .spaces(let count): text = String(repeating: " ", count: count) + text
      case .tabs(let count): text = String(repeating: "\t", count: count) + text
      case .newlines, .carriageReturns, .carriageReturnLineFeeds: return text
      default: text = ""
      }
    }
    return text
  }
}
