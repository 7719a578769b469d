import SwiftSyntax

/// swift-dependencies' `TestDependencyKey.shouldReportUnimplemented`, which this package does not
/// need: a read made only to change a value holds its report back until the dependency is read
/// for use.
///
/// Finds, in a file that imports swift-dependencies, `if shouldReportUnimplemented { … }` (or
/// `Self.shouldReportUnimplemented`) with no `else`, and any other use of the name.
///
/// Rewrites the `if` to `do { … }`, its statements and lines kept: the report is made whenever
/// the test value is made.
///
/// Leaves by hand any other use, with what to write.
struct ShouldReportUnimplementedMigration: SourceFileMigration {
  /// The name swift-dependencies declares.
  static let name = "shouldReportUnimplemented"
  static let otherUse =
    "`shouldReportUnimplemented` is not needed here (a read made only to change a value holds its report back): report unconditionally, and remove the condition"

  let facts: SourceFacts

  func edits(inRenamed tree: SourceFileSyntax) -> SourceEdits {
    guard facts.importsSwiftDependencies else { return SourceEdits() }
    let converter = SourceLocationConverter(fileName: "", tree: tree)
    var made = SourceEdits()
    for ifExpression in Self.conditionalReports(in: tree) {
      let start = ifExpression.ifKeyword.positionAfterSkippingLeadingTrivia
      let end = ifExpression.conditions.endPositionBeforeTrailingTrivia
      made.append(
        [SourceEdit(range: start..<end, replacement: "do")], at: ifExpression.ifKeyword,
        in: converter,
        "if shouldReportUnimplemented { … } → do { … }: a read made only to change a value holds its report back here"
      )
    }
    return made
  }

  func manualSteps(at node: Syntax, in file: ParsedFile) -> [ManualStep] {
    guard facts.importsSwiftDependencies,
      let reference = node.as(DeclReferenceExprSyntax.self), reference.isNamed(Self.name)
    else {
      return []
    }
    return [file.step(at: reference, Self.otherUse, GuideSection.oneLine)]
  }

  /// The `if` statements whose one condition is the name, bare or on `Self`, with no `else`.
  private static func conditionalReports(in tree: SourceFileSyntax) -> [IfExprSyntax] {
    IfExpressions(tree).found.filter { ifExpression in
      guard ifExpression.elseBody == nil, ifExpression.conditions.count == 1,
        case .expression(let condition) = ifExpression.conditions.first?.condition
      else {
        return false
      }
      if let reference = condition.as(DeclReferenceExprSyntax.self) {
        return reference.isNamed(name)
      }
      guard let member = condition.as(MemberAccessExprSyntax.self),
        member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.Self)
      else {
        return false
      }
      return member.declName.isNamed(name)
    }
  }
}
