import SwiftSyntax

extension DeclReferenceExprSyntax {
  /// Whether the reference is the bare name `name`, with no argument labels.
  func isNamed(_ name: String) -> Bool {
    argumentNames == nil && baseName.text == name
  }

  /// Whether the reference is the member of an access (`x.name`) or a key path's component
  /// (`\.name`), which is no variable of its own.
  var isMemberName: Bool {
    if let member = parent?.as(MemberAccessExprSyntax.self), member.declName.id == id {
      return true
    }
    return parent?.is(KeyPathPropertyComponentSyntax.self) == true
  }

  /// Whether the reference is what a call calls: `f` in `f(x)`.
  var isCalledName: Bool {
    parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == id
  }

  /// The reference qualified by `module` (`unimplemented` → `Dependence.unimplemented`), with
  /// its trivia.
  func qualified(by module: String) -> ExprSyntax {
    let qualified = MemberAccessExprSyntax(
      base: DeclReferenceExprSyntax(baseName: .identifier(module)), name: baseName.trimmed)
    return ExprSyntax(
      qualified.with(\.leadingTrivia, leadingTrivia).with(\.trailingTrivia, trailingTrivia))
  }
}
