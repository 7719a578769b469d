import SwiftSyntax

/// A line of a node's text that a re-indent may touch.
struct LineStart {
  /// Where the line starts.
  let position: AbsolutePosition
  /// The spaces and tabs that open it, in bytes, up to the end of the range asked for.
  let indentation: Int
  /// Whether nothing but those follows before the line ends.
  let isBlank: Bool
}

extension SyntaxProtocol {
  /// The lines that start inside `range` of the node's text, after a line feed or a lone
  /// carriage return; those that start inside one of the node's multi-line string literals are
  /// left out, so that a re-indent keeps the string's value.
  func lineStarts(in range: Range<AbsolutePosition>) -> [LineStart] {
    let strings = MultilineStrings(self).ranges
    let bytes = Array(syntaxTextBytes)
    let base = position
    let end = range.upperBound.utf8Offset - base.utf8Offset
    var starts: [LineStart] = []
    var index = range.lowerBound.utf8Offset - base.utf8Offset
    while index < end {
      defer { index += 1 }
      guard bytes[index] == UInt8(ascii: "\n")
        || (bytes[index] == UInt8(ascii: "\r") && index + 1 < bytes.count
          && bytes[index + 1] != UInt8(ascii: "\n"))
      else { continue }
      let first = index + 1
      let lineStart = base.advanced(by: first)
      guard first < end, !strings.contains(where: { $0.contains(lineStart) }) else { continue }
      var width = 0
      while first + width < end,
        [UInt8(ascii: " "), UInt8(ascii: "\t")].contains(bytes[first + width])
      {
        width += 1
      }
      let next = first + width < bytes.count ? bytes[first + width] : UInt8(ascii: "\n")
      starts.append(
        LineStart(
          position: lineStart, indentation: width,
          isBlank: next == UInt8(ascii: "\n") || next == UInt8(ascii: "\r")))
    }
    return starts
  }
}
