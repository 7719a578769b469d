import SwiftSyntax

extension FunctionCallExprSyntax {
  /// The argument with `label`.
  func argument(_ label: String) -> LabeledExprSyntax? {
    arguments.first { $0.label?.text == label }
  }

  /// The string-literal value of the argument with `label`.
  func literalArgument(_ label: String) -> String? {
    argument(label)?.expression.literalText
  }

  /// The call with the expression of its argument labelled `label` replaced.
  func replacingArgument(_ label: String?, with expression: ExprSyntax) -> FunctionCallExprSyntax {
    let list = arguments.map { $0.label?.text == label ? $0.with(\.expression, expression) : $0 }
    return with(\.arguments, LabeledExprListSyntax(list))
  }
}
