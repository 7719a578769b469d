import SwiftSyntax

extension PatternBindingSyntax {
  /// The declaration of this binding, which has no type, with one: `var retries: Int = 3` for a
  /// literal Swift gives a type by default, an endpoint's type for a closure or no value.
  func typedExample(named name: String) -> String {
    guard let value = initializer?.value, !value.is(ClosureExprSyntax.self) else {
      return "var \(name): @Sendable () async throws -> Void"
    }
    let type =
      switch value.kind {
      case .integerLiteralExpr: "Int"
      case .floatLiteralExpr: "Double"
      case .stringLiteralExpr: "String"
      case .booleanLiteralExpr: "Bool"
      default: "TheType"
      }
    return "var \(name): \(type) = \(value.trimmedDescription)"
  }
}
