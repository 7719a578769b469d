import Testing

@testable import DependenceMigration

/// A line of the new text traced back to the old one.
@Suite struct LineDiffTests {
  static let old = "a\nb\nc\nd\ne\n"

  @Test func aLineAfterTwoLinesMergedIntoOneIsOneFurtherDownInTheOld() {
    let new = "a\nbc\nd\ne\n"
    #expect(LineDiff.oldLine(ofNew: 1, from: Self.old, to: new) == (1, false))
    #expect(LineDiff.oldLine(ofNew: 2, from: Self.old, to: new) == (2, true))
    #expect(LineDiff.oldLine(ofNew: 3, from: Self.old, to: new) == (4, false))
    #expect(LineDiff.oldLine(ofNew: 4, from: Self.old, to: new) == (5, false))
  }

  @Test func aLineAfterLinesAddedIsFurtherUpInTheOld() {
    let new = "a\nb\nx\ny\nc\nd\ne\n"
    #expect(LineDiff.oldLine(ofNew: 3, from: Self.old, to: new) == (3, true))
    #expect(LineDiff.oldLine(ofNew: 5, from: Self.old, to: new) == (3, false))
    #expect(LineDiff.oldLine(ofNew: 7, from: Self.old, to: new) == (5, false))
  }

  @Test func aLineOfAnUnchangedTextIsItself() {
    #expect(LineDiff.oldLine(ofNew: 3, from: Self.old, to: Self.old) == (3, false))
  }
}
