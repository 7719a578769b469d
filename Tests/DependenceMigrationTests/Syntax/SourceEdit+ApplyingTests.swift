import SwiftSyntax
import Testing

@testable import DependenceMigration

/// Edits made together on a file's text, as positions of the text they were made from.
@Suite struct SourceEditApplyingTests {
  static func edit(_ range: Range<Int>, _ replacement: String) -> SourceEdit {
    SourceEdit(
      range: AbsolutePosition(
        utf8Offset: range.lowerBound)..<AbsolutePosition(
          utf8Offset: range.upperBound),
      replacement: replacement)
  }

  @Test func makesEachEditAtItsPlaceInTheOriginalWhateverTheirOrder() {
    let edits = [Self.edit(0..<1, "X"), Self.edit(4..<6, "YZW"), Self.edit(2..<2, "+")]
    #expect(SourceEdit.apply(edits, to: "abcdef") == "Xb+cdYZW")
    #expect(SourceEdit.apply(edits.reversed(), to: "abcdef") == "Xb+cdYZW")
  }

  @Test func twoInsertionsAtOnePlaceKeepTheirOrder() {
    let edits = [Self.edit(3..<3, "1"), Self.edit(3..<3, "2"), Self.edit(3..<4, "")]
    #expect(SourceEdit.apply(edits, to: "abcdef") == "abc12ef")
  }

  @Test func positionsCountUTF8Bytes() {
    #expect(SourceEdit.apply([Self.edit(3..<5, "e")], to: "caté!") == "cate!")
    #expect(SourceEdit.apply([], to: "café") == "café")
  }
}
