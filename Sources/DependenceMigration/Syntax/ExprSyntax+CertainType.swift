import SwiftSyntax

extension ExprSyntax {
  /// The type of the expression when its spelling names it: `Greeter` for `Greeter(…)`,
  /// `Greeter.init(…)`, `Greeter.live` and `Greeter.live(…)`, `Box<Int>` for `Box<Int>(…)`,
  /// `Foundation.Date` for `Foundation.Date.now`, `URL` for `URL(string: "…")!`, and the type
  /// Swift gives a literal alone (`Int` for `3`). `nil` for anything else: `.init()`, an array
  /// or dictionary literal, a chain such as `Greeter.live.logged()`, or a name that does not
  /// start with a capital.
  var certainTypeName: String? {
    if let literal = literalTypeName { return literal }
    if let unwrapped = self.as(ForceUnwrapExprSyntax.self),
      let call = unwrapped.expression.as(FunctionCallExprSyntax.self)
    {
      // `URL(string: "…")!`: a failable initializer, unwrapped.
      return call.calledExpression.typeName
    }
    if let call = self.as(FunctionCallExprSyntax.self) {
      if call.calledExpression.typeName != nil { return call.calledExpression.typeName }
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
        return member.staticMemberBase
      }
      return nil
    }
    return self.as(MemberAccessExprSyntax.self)?.staticMemberBase
  }

  /// The type Swift gives a literal with no other context: `3` is an `Int`, `-1.5` a `Double`,
  /// `"a\(b)"` a `String`, `true` a `Bool`.
  private var literalTypeName: String? {
    if self.is(BooleanLiteralExprSyntax.self) { return "Bool" }
    if self.is(StringLiteralExprSyntax.self) { return "String" }
    var number = ExprSyntax(self)
    if let negated = self.as(PrefixOperatorExprSyntax.self), negated.operator.text == "-" {
      number = negated.expression
    }
    if number.is(IntegerLiteralExprSyntax.self) { return "Int" }
    if number.is(FloatLiteralExprSyntax.self) { return "Double" }
    return nil
  }

  /// The expression as a type's name: `Greeter`, `Box<Int>`, `Foundation.Date`.
  fileprivate var typeName: String? {
    if let reference = self.as(DeclReferenceExprSyntax.self) {
      return reference.isTypeName ? reference.baseName.text : nil
    }
    if let specialized = self.as(GenericSpecializationExprSyntax.self) {
      return specialized.expression.typeName != nil ? specialized.trimmedDescription : nil
    }
    if let member = self.as(MemberAccessExprSyntax.self), member.declName.isTypeName,
      let base = member.base?.typeName
    {
      return "\(base).\(member.declName.baseName.text)"
    }
    return nil
  }
}

extension MemberAccessExprSyntax {
  /// The type of `Type.member` or `Type.init`: its base, when that is a type's name and the
  /// member is not one.
  fileprivate var staticMemberBase: String? {
    guard declName.argumentNames == nil, !declName.isTypeName,
      !["self", "Type", "Protocol"].contains(declName.baseName.text)
    else {
      return nil
    }
    return base?.typeName
  }
}

extension DeclReferenceExprSyntax {
  /// Whether the name is written as a type's: a capital first letter, and not `Self`.
  fileprivate var isTypeName: Bool {
    guard argumentNames == nil, case .identifier(let name) = baseName.tokenKind else {
      return false
    }
    return name.first?.isUppercase == true
  }
}
