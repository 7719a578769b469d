import SwiftSyntax

/// A replacement of a range of a file's UTF-8 bytes: how the migration removes a line, adds one,
/// or swaps statements, wherever in the file they are (in a `#if` clause as at the top level).
struct TextEdit {
  /// The bytes to replace, as positions in the tree the edit was made from.
  let range: Range<AbsolutePosition>
  /// What to write instead.
  let replacement: String

  /// `text` with `edits` made; the edits must not overlap.
  static func apply(_ edits: [TextEdit], to text: String) -> String {
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
