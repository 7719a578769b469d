import SwiftSyntax

extension SourceEdit {
  /// `text` with `edits` made, each a range of the text's UTF-8 bytes, as positions in the tree
  /// the edit was made from, and its replacement; the edits must not overlap.
  ///
  /// The edits are made from the last start to the first, so that none moves another's bytes;
  /// of two that start at one position, the one listed later is made first, and its text ends up
  /// after the other's.
  static func apply(_ edits: [SourceEdit], to text: String) -> String {
    var bytes = Array(text.utf8)
    let ordered = edits.enumerated().sorted {
      ($0.element.range.lowerBound, $0.offset) > ($1.element.range.lowerBound, $1.offset)
    }
    for (_, edit) in ordered {
      bytes.replaceSubrange(
        edit.range.lowerBound.utf8Offset..<edit.range.upperBound.utf8Offset,
        with: Array(edit.replacement.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
