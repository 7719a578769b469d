import SwiftSyntax

/// The edits that turn an `invokeTest` override of the shape (``InvokeTestOverride/Parts``) into
/// `override func dependencies(_ values: inout DependencyValues)` of a `DependenceTestCase`.
///
/// The superclass becomes `DependenceTestCase` (a class that extends one the migration rewrites
/// keeps its superclass, and calls `super.dependencies(&values)` last); the override keeps its
/// comments, attributes and modifiers but `@MainActor` (an override of `dependencies(_:)` cannot
/// have it); its body is the update closure's statements as written, with the parameter renamed
/// `values` token by token, one level of indentation less, so that they sit where the call did.
/// An override that ran the tests on the main serial executor as well is followed, after a blank
/// line, by an override of `scheduling` with `.deterministic`.
enum InvokeTestRewrite {
  /// The signature the override gets, up to its `{`.
  static let signature = "func dependencies(_ values: inout DependencyValues) {"

  /// The edits of `parts`, in the tree they were read from.
  static func edits(_ parts: InvokeTestOverride.Parts) -> [SourceEdit] {
    var edits: [SourceEdit] = []
    if !parts.extendsRewrittenBase { edits.append(superclassEdit(parts.superclass)) }
    edits += parts.mainActorAttributes.map { SourceEdit(range: $0.removal, replacement: "") }
    edits.append(SourceEdit(range: parts.head, replacement: signature + callComments(parts)))
    edits += parts.update.references.map {
      SourceEdit(
        range: $0.baseName.positionAfterSkippingLeadingTrivia..<$0.baseName
          .endPositionBeforeTrailingTrivia,
        replacement: UpdateClosure.parameterName)
    }
    edits += indentationRemovals(parts)
    let closing = parts.closingStartsLine ? parts.function.leadingTrivia.indentation : ""
    edits += superCall(parts)
    edits.append(SourceEdit(range: parts.tail, replacement: closing + "}" + scheduling(parts)))
    return edits
  }

  /// ``SerialInvokeTest/replacement`` after a blank line below the override, at its
  /// indentation, for an override that ran the tests on the main serial executor as well.
  private static func scheduling(_ parts: InvokeTestOverride.Parts) -> String {
    guard parts.deterministic else { return "" }
    return "\n\n" + parts.function.leadingTrivia.indentation + SerialInvokeTest.replacement
  }

  /// The edit that makes `superclass`, `XCTestCase`, `DependenceTestCase`.
  static func superclassEdit(_ superclass: TypeSyntax) -> SourceEdit {
    SourceEdit(
      range: superclass.positionAfterSkippingLeadingTrivia..<superclass
        .endPositionBeforeTrailingTrivia,
      replacement: "DependenceTestCase")
  }

  /// The superclass's values, set last, for a class that extends one the migration rewrites:
  /// its `withDependencies` ran inside this class's, so its values won.
  static let superCallText = "super.dependencies(&values)"

  /// The edit that adds ``superCallText`` after the statements: on a line of its own, or, in a
  /// body on one line, after a `;` in place of the spaces before the closing brace.
  private static func superCall(_ parts: InvokeTestOverride.Parts) -> [SourceEdit] {
    guard parts.extendsRewrittenBase else { return [] }
    let end = parts.body.upperBound
    if parts.closingStartsLine {
      let line = parts.statement.leadingTrivia.indentation + superCallText + "\n"
      return [SourceEdit(range: end..<end, replacement: line)]
    }
    let brace = parts.update.closure.rightBrace
    let last = brace.previousToken(viewMode: .sourceAccurate)
    let spacesOnly =
      (last?.trailingTrivia.allSatisfy(\.isSpaceOrTab) ?? false)
      && brace.leadingTrivia.allSatisfy(\.isSpaceOrTab)
    guard let last, spacesOnly else {
      return [SourceEdit(range: end..<end, replacement: "; \(superCallText) ")]
    }
    return [
      SourceEdit(
        range: last.endPositionBeforeTrailingTrivia..<end, replacement: "; \(superCallText) ")
    ]
  }

  /// The comment lines above the call, without the indentation of the call's line.
  private static func callComments(_ parts: InvokeTestOverride.Parts) -> String {
    let trivia = parts.statement.leadingTrivia
    guard trivia.contains(where: \.isComment),
      let last = trivia.pieces.lastIndex(where: \.isNewline)
    else {
      return ""
    }
    return Trivia(pieces: trivia.pieces[..<last]).description
  }

  /// The edits that take the statements' extra indentation off each line of the body: the
  /// indentation of the first statement that starts a line, less that of the call. Lines in a
  /// multi-line string literal keep theirs, and so keep the string's value.
  private static func indentationRemovals(_ parts: InvokeTestOverride.Parts) -> [SourceEdit] {
    let call = parts.statement.leadingTrivia
    guard call.hasNewline,
      let first = parts.update.closure.statements.first(where: { $0.leadingTrivia.hasNewline })
    else {
      return []
    }
    let target = call.indentation
    let written = first.leadingTrivia.indentation
    guard written.hasPrefix(target), written.count > target.count else { return [] }
    let extra = written.utf8.count - target.utf8.count
    return parts.function.lineStarts(in: parts.body).compactMap { line in
      let count = min(line.indentation, extra)
      guard count > 0 else { return nil }
      return SourceEdit(
        range: line.position..<line.position.advanced(by: count), replacement: "")
    }
  }
}
