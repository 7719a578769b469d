import Testing

@testable import DependenceMigration

/// A line of the new text traced back to the old one.
@Suite struct LineDiffTests {
  static let old = "a\nb\nc\nd\ne\n"

  @Test func aLineAfterTwoLinesMergedIntoOneIsOneFurtherDownInTheOld() {
    let new = "a\nbc\nd\ne\n"
    #expect(LineDiff.oldLine(ofNew: 1, from: Self.old, to: new) == (1, nil))
    #expect(LineDiff.oldLine(ofNew: 2, from: Self.old, to: new) == (2, 2..<4))
    #expect(LineDiff.oldLine(ofNew: 3, from: Self.old, to: new) == (4, nil))
    #expect(LineDiff.oldLine(ofNew: 4, from: Self.old, to: new) == (5, nil))
  }

  @Test func aLineAfterLinesAddedIsFurtherUpInTheOld() {
    let new = "a\nb\nx\ny\nc\nd\ne\n"
    #expect(LineDiff.oldLine(ofNew: 3, from: Self.old, to: new) == (3, 3..<3))
    #expect(LineDiff.oldLine(ofNew: 4, from: Self.old, to: new) == (3, 3..<3))
    #expect(LineDiff.oldLine(ofNew: 5, from: Self.old, to: new) == (3, nil))
    #expect(LineDiff.oldLine(ofNew: 7, from: Self.old, to: new) == (5, nil))
  }

  @Test func aLineOfLinesRewrittenOneForOneKeepsItsNumber() {
    let new = "a\nB\nC\nd\ne\n"
    #expect(LineDiff.oldLine(ofNew: 2, from: Self.old, to: new) == (2, 2..<4))
    #expect(LineDiff.oldLine(ofNew: 3, from: Self.old, to: new) == (3, 2..<4))
    #expect(LineDiff.oldLine(ofNew: 4, from: Self.old, to: new) == (4, nil))
  }

  @Test func aLinePastTheRewrittenOnesIsTheLastOfItsHunk() {
    let new = "a\nB1\nB2\nB3\nc\nd\ne\n"
    #expect(LineDiff.oldLine(ofNew: 2, from: Self.old, to: new) == (2, 2..<3))
    #expect(LineDiff.oldLine(ofNew: 4, from: Self.old, to: new) == (2, 2..<3))
    #expect(LineDiff.oldLine(ofNew: 5, from: Self.old, to: new) == (3, nil))
  }

  @Test func aLineOfAnUnchangedTextIsItself() {
    #expect(LineDiff.oldLine(ofNew: 3, from: Self.old, to: Self.old) == (3, nil))
  }
}
