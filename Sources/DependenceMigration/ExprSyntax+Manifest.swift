import SwiftParser
import SwiftSyntax

extension ExprSyntax {
  /// Parses one expression, such as `.package(path: "../dependence")`.
  static func parsing(_ text: String) -> ExprSyntax? {
    guard case .expr(let expression)? = Parser.parse(source: text).statements.first?.item else {
      return nil
    }
    return expression.trimmed
  }

  /// The text of a string literal without interpolation, such as `swift-dependencies`.
  var literalText: String? {
    guard let literal = self.as(StringLiteralExprSyntax.self) else { return nil }
    return literal.representedLiteralValue
  }
}

extension FunctionCallExprSyntax {
  /// The member a call like `.product(…)` or `.testTarget(…)` names, when it has no base.
  var implicitMemberName: String? {
    guard let member = calledExpression.as(MemberAccessExprSyntax.self), member.base == nil else {
      return nil
    }
    return member.declName.baseName.text
  }

  /// The member a call like `.package(…)` or `Package.Dependency.package(…)` names, with or
  /// without a base.
  var memberName: String? {
    calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
  }

  /// The argument with `label`.
  func argument(_ label: String) -> LabeledExprSyntax? {
    arguments.first { $0.label?.text == label }
  }

  /// The string-literal value of the argument with `label`.
  func literalArgument(_ label: String) -> String? {
    argument(label)?.expression.literalText
  }

  /// The call with the string-literal argument `label` set to `value`, keeping its trivia.
  func settingLiteral(_ label: String, to value: String) -> FunctionCallExprSyntax {
    let list = arguments.map { argument -> LabeledExprSyntax in
      guard argument.label?.text == label,
        let literal = argument.expression.as(StringLiteralExprSyntax.self)
      else {
        return argument
      }
      let segment = StringSegmentSyntax(content: .stringSegment(value))
      return argument.with(
        \.expression,
        ExprSyntax(
          literal.with(\.segments, StringLiteralSegmentListSyntax([.stringSegment(segment)]))))
    }
    return with(\.arguments, LabeledExprListSyntax(list))
  }
}

extension ExprSyntax {
  /// The identity of the package a `.package(url:…)` or `.package(path:…)` call names, with or
  /// without the base `Package.Dependency`.
  var packageIdentity: String? {
    guard let call = self.as(FunctionCallExprSyntax.self), call.memberName == "package",
      let location = call.literalArgument("url") ?? call.literalArgument("path")
    else {
      return nil
    }
    return PackageIdentity.ofLocation(location)
  }
}

extension StringLiteralExprSyntax {
  /// Whether the literal is the `url:` or `path:` argument of a `.package(…)` call.
  var isPackageLocation: Bool {
    parent?.parent?.parent.flatMap { ExprSyntax($0)?.packageIdentity } != nil
  }
}

extension ExprSyntax {
  /// Whether `self + […]` adds to the whole expression: a name, a member, a call, an array, or
  /// a sum, rather than, say, a ternary, which needs parentheses first.
  var isSummand: Bool {
    if let sequence = self.as(SequenceExprSyntax.self) {
      return sequence.elements.allSatisfy { element in
        element.as(BinaryOperatorExprSyntax.self).map { $0.operator.text == "+" }
          ?? element.isOperand
      }
    }
    return isOperand
  }

  private var isOperand: Bool {
    self.is(DeclReferenceExprSyntax.self) || self.is(MemberAccessExprSyntax.self)
      || self.is(FunctionCallExprSyntax.self) || self.is(ArrayExprSyntax.self)
  }
}
