import SwiftSyntax

/// The edits that wrap an XCTest method's body in `withDeterministicScheduling { }`, which the
/// package's XCTest tests use where no trait reaches.
///
/// ```swift
/// func testDelay() async {              // func testDelay() async {
///   let clock = TestClock()             //   await withDeterministicScheduling {
///   await clock.advance(by: .seconds(1))//     let clock = TestClock()
/// }                                     //     await clock.advance(by: .seconds(1))
///                                       //   }
///                                       // }
/// ```
///
/// The statements keep their lines, one level of indentation further in (that of the first
/// statement, less the method's); lines in a multi-line string literal keep theirs, and so the
/// string's value. A method that `throws` gets `try await`, as the function rethrows.
struct XCTestBodyWrap {
  let edits: [SourceEdit]

  /// The wrap of `function`'s body; `nil` for a method that is not `async`, or whose body does
  /// not start its statements on a line of their own, one level in.
  init?(_ function: FunctionDeclSyntax) {
    guard let effects = function.signature.effectSpecifiers, effects.asyncSpecifier != nil,
      let body = function.body, let first = body.statements.first,
      first.leadingTrivia.hasNewline, body.rightBrace.leadingTrivia.hasNewline
    else {
      return nil
    }
    let outer = function.leadingTrivia.indentation
    let inner = first.leadingTrivia.indentation
    guard inner.hasPrefix(outer), inner.count > outer.count else { return nil }
    let unit = String(inner.dropFirst(outer.count))
    let call = effects.throwsClause != nil ? "try await" : "await"
    var edits = [
      SourceEdit(
        range: body.leftBrace.endPositionBeforeTrailingTrivia..<body.leftBrace
          .endPositionBeforeTrailingTrivia,
        replacement: "\n\(inner)\(call) withDeterministicScheduling {")
    ]
    let start = body.leftBrace.endPositionBeforeTrailingTrivia
    let end = body.rightBrace.positionAfterSkippingLeadingTrivia
    // Blank lines stay blank; the closing brace's line is the wrap's own.
    for line in body.lineStarts(in: start..<end)
    where !line.isBlank && line.position.advanced(by: line.indentation) < end {
      edits.append(SourceEdit(range: line.position..<line.position, replacement: unit))
    }
    edits.append(SourceEdit(range: end..<end, replacement: "\(unit)}\n\(outer)"))
    self.edits = edits
  }
}
