import SwiftSyntax

extension SourceFileSyntax {
  /// Whether the top-level statement at `index` fills its lines alone, so removing it can take
  /// its line break with it.
  func statementFillsItsLines(at index: Int) -> Bool {
    let items = Array(statements)
    let item = items[index]
    let startsLine = index == 0 ? true : item.leadingTrivia.hasNewline
    let next =
      index + 1 < items.count ? items[index + 1].leadingTrivia : endOfFileToken.leadingTrivia
    return startsLine && (next.startsWithNewline || (index + 1 == items.count && next.isEmpty))
  }

  /// The file without the top-level statements at `indices`, each removed with its line break;
  /// comments on the lines above a removed statement stay.
  func removingStatementLines(at indices: Set<Int>) -> SourceFileSyntax {
    var kept: [CodeBlockItemSyntax] = []
    var carried: Trivia?
    for (index, item) in statements.enumerated() {
      var item = item
      if let prefix = carried {
        item.leadingTrivia = prefix + item.leadingTrivia.droppingFirstNewline
        carried = nil
      }
      if indices.contains(index) {
        carried = item.leadingTrivia.throughLastNewline
      } else {
        kept.append(item)
      }
    }
    var file = with(\.statements, CodeBlockItemListSyntax(kept))
    if let prefix = carried {
      let end = endOfFileToken.leadingTrivia
      file.endOfFileToken.leadingTrivia =
        end.startsWithNewline ? prefix + end.droppingFirstNewline : prefix.droppingLastNewline + end
    }
    return file
  }
}
