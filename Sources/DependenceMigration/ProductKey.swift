import SwiftSyntax

/// A target dependency, as far as two of them name the same product.
struct ProductKey: Hashable {
  let name: String
  let package: String
  let condition: String

  /// The key of `.product(name:package:)` with literal arguments, or of a name as a string.
  init?(_ expression: ExprSyntax) {
    if let name = expression.literalText {
      self.init(name: name, package: "", condition: "")
      return
    }
    guard let call = expression.as(FunctionCallExprSyntax.self),
      call.implicitMemberName == "product",
      let name = call.literalArgument("name"), let package = call.literalArgument("package")
    else {
      return nil
    }
    self.init(
      name: name, package: package.lowercased(),
      condition: call.argument("condition")?.expression.trimmedDescription ?? "")
  }

  private init(name: String, package: String, condition: String) {
    self.name = name
    self.package = package
    self.condition = condition
  }
}
