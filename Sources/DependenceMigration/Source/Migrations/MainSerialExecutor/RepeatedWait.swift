import SwiftSyntax

/// A statement that waits as the one before it does: `await Task.yield()` after another yield
/// that the move makes `waitUntilIdle()` (tests often wrote two or three in a row, to let other
/// tasks' steps run), or, once renamed, `await waitUntilIdle()` after another. One wait is
/// enough: it returns only once nothing is left to run. A statement with a comment above it
/// stays.
enum RepeatedWait {
  /// The statement that holds `call`, when `call` is awaited as a whole statement and the
  /// statement before it in the same block satisfies `waits`.
  static func statement(
    awaiting call: FunctionCallExprSyntax,
    afterOneThat waits: (FunctionCallExprSyntax) -> Bool
  ) -> CodeBlockItemSyntax? {
    guard let awaited = call.parent?.as(AwaitExprSyntax.self),
      let item = awaited.parent?.as(CodeBlockItemSyntax.self),
      !item.leadingTrivia.contains(where: \.isComment),
      let list = item.parent?.as(CodeBlockItemListSyntax.self),
      let index = list.index(of: item), index != list.startIndex,
      let previous = list[list.index(before: index)].item.as(AwaitExprSyntax.self)?.expression
        .as(FunctionCallExprSyntax.self),
      waits(previous)
    else {
      return nil
    }
    return item
  }

  /// Whether `call` is `waitUntilIdle()`, as the move writes it.
  static func isWaitUntilIdle(_ call: FunctionCallExprSyntax) -> Bool {
    call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "waitUntilIdle"
      && call.arguments.isEmpty && call.trailingClosure == nil
  }

  /// The edits that remove each repeated `await waitUntilIdle()` of `tree`, with the line break
  /// and indentation before it.
  static func removals(in tree: SourceFileSyntax) -> [SourceEdit] {
    final class Finder: SyntaxVisitor {
      var found: [SourceEdit] = []
      override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if RepeatedWait.isWaitUntilIdle(node),
          let item = RepeatedWait.statement(
            awaiting: node, afterOneThat: RepeatedWait.isWaitUntilIdle)
        {
          found.append(
            SourceEdit(range: item.position..<item.endPositionBeforeTrailingTrivia, replacement: "")
          )
        }
        return .visitChildren
      }
    }
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(tree)
    return finder.found
  }
}
