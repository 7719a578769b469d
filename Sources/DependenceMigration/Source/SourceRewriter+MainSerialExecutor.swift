import SwiftSyntax

extension SourceRewriter {
  /// `await withMainSerialExecutor { … }` in a test file → `withDeterministicScheduling`: the
  /// same shape (an async body, rethrowing), running the body on an executor of the test's own
  /// that test clocks run until idle, which is what the serial executor was for. The synchronous
  /// overload (around `invokeTest`, say) has no counterpart and is left to the manual steps;
  /// `nil` for it and any other call.
  func rewrittenMainSerialExecutor(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
    guard isTest, importsSwiftDependencies, importsTesting,
      let reference = node.calledExpression.as(DeclReferenceExprSyntax.self),
      reference.baseName.text == "withMainSerialExecutor", reference.argumentNames == nil,
      node.arguments.isEmpty, node.trailingClosure != nil,
      node.additionalTrailingClosures.isEmpty, node.isAwaited
    else {
      return nil
    }
    record(node, "withMainSerialExecutor { } → withDeterministicScheduling { }")
    let renamed = reference.with(
      \.baseName, reference.baseName.with(\.tokenKind, .identifier("withDeterministicScheduling")))
    let visited = super.visit(node).cast(FunctionCallExprSyntax.self)
    return ExprSyntax(visited.with(\.calledExpression, ExprSyntax(renamed)))
  }
}

extension FunctionCallExprSyntax {
  /// Whether the call is the operand of an `await` (`await f { }`, `try await f { }`).
  fileprivate var isAwaited: Bool {
    parent?.is(AwaitExprSyntax.self) == true
  }
}
