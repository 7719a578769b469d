import SwiftSyntax

extension PatternBindingSyntax {
  /// Whether the binding is `let package = Package(…)`.
  var isPackage: Bool {
    initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression
      .as(DeclReferenceExprSyntax.self)?.baseName.text == "Package"
  }
}
