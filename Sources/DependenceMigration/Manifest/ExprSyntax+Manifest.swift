import SwiftSyntax

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
