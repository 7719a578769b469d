import SwiftSyntax

extension ArrayExprSyntax {
  /// The array without the elements at `indices`, each removed with the line or the comma that
  /// held it; the last element keeps no comma when the original last had none.
  func removingElements(at indices: Set<Int>) -> ArrayExprSyntax {
    guard !indices.isEmpty else { return self }
    let original = Array(elements)
    var kept = original.enumerated().filter { !indices.contains($0.offset) }.map(\.element)
    if original.last?.trailingComma == nil, let last = kept.last, let comma = last.trailingComma {
      kept[kept.count - 1] =
        last
        .with(\.trailingComma, nil)
        .with(
          \.expression,
          last.expression.with(
            \.trailingTrivia,
            // The space that led to the removed element goes with it; a comment stays.
            last.expression.trailingTrivia
              + (comma.trailingTrivia.contains(where: \.isComment) ? comma.trailingTrivia : [])))
    }
    return with(\.elements, ArrayElementListSyntax(kept))
  }

  /// The array with `expression` added at its end, laid out as its last element is, or, in an
  /// array left empty, as the last element of `template` was.
  func appending(_ expression: ExprSyntax, layoutOf template: ArrayExprSyntax? = nil)
    -> ArrayExprSyntax
  {
    var list = Array(elements)
    guard let last = list.last else {
      guard let model = template?.elements.last else {
        return with(
          \.elements, ArrayElementListSyntax([ArrayElementSyntax(expression: expression)]))
      }
      let leading: Trivia =
        model.leadingTrivia.hasNewline ? .newline + model.leadingTrivia.afterLastNewline : []
      let element = ArrayElementSyntax(
        leadingTrivia: leading, expression: expression.trimmed,
        trailingComma: model.trailingComma == nil ? nil : .commaToken())
      return with(\.elements, ArrayElementListSyntax([element]))
    }
    let onItsOwnLine = last.leadingTrivia.hasNewline
    let leading: Trivia = onItsOwnLine ? .newline + last.leadingTrivia.afterLastNewline : []
    let element = ArrayElementSyntax(
      leadingTrivia: leading, expression: expression.trimmed,
      trailingComma: last.trailingComma == nil ? nil : .commaToken())
    if last.trailingComma == nil {
      let trailing = last.expression.trailingTrivia
      list[list.count - 1] =
        last
        .with(\.expression, last.expression.with(\.trailingTrivia, []))
        .with(\.trailingComma, .commaToken(trailingTrivia: onItsOwnLine ? trailing : .space))
    } else if !onItsOwnLine, last.trailingComma?.trailingTrivia.isEmpty == true {
      list[list.count - 1] = last.with(\.trailingComma, .commaToken(trailingTrivia: .space))
    }
    list.append(element)
    return with(\.elements, ArrayElementListSyntax(list))
  }
}
