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

  /// The call with the argument `label: expression` inserted after its last argument labelled
  /// one of `labels`, or first when it has none, laid out as its neighbour: on a line of its own,
  /// or after a space.
  func insertingArgument(_ label: String, _ expression: ExprSyntax, after labels: Set<String>)
    -> FunctionCallExprSyntax
  {
    var list = Array(arguments)
    let index =
      list.lastIndex { $0.label.map { labels.contains($0.text) } ?? false }.map { $0 + 1 } ?? 0
    let neighbour = index > 0 ? list[index - 1] : list.first
    let onItsOwnLine = neighbour?.leadingTrivia.hasNewline ?? false
    let leading: Trivia = onItsOwnLine ? .newline + neighbour!.leadingTrivia.afterLastNewline : []
    var argument = LabeledExprSyntax(
      leadingTrivia: leading, label: .identifier(label), colon: .colonToken(trailingTrivia: .space),
      expression: expression.trimmed)
    if index < list.count {
      argument.trailingComma = .commaToken(trailingTrivia: onItsOwnLine ? [] : .space)
    } else if let last = list.last {
      let trailing = last.expression.trailingTrivia
      list[list.count - 1] =
        last
        .with(\.expression, last.expression.with(\.trailingTrivia, []))
        .with(\.trailingComma, .commaToken(trailingTrivia: onItsOwnLine ? [] : .space))
      argument.expression = argument.expression.with(\.trailingTrivia, trailing)
    }
    list.insert(argument, at: index)
    return with(\.arguments, LabeledExprListSyntax(list))
  }
}
