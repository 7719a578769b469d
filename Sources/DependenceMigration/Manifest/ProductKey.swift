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

  /// The names of the products `node` names as `.product(name:package:)` calls, wherever they
  /// sit in it: `DependenceTesting` in `shared + [.product(name: "DependenceTesting", package:
  /// "x")]`.
  static func names(in node: some SyntaxProtocol) -> [String] {
    var names: [String] = []
    func collect(_ node: Syntax) {
      if let call = node.as(FunctionCallExprSyntax.self), let key = ProductKey(ExprSyntax(call)) {
        names.append(key.name)
      }
      for child in node.children(viewMode: .sourceAccurate) { collect(child) }
    }
    collect(Syntax(node))
    return names
  }

  /// The key of the product `name` of the package `package`, with no condition.
  init(product name: String, package: String) {
    self.init(name: name, package: package.lowercased(), condition: "")
  }

  private init(name: String, package: String, condition: String) {
    self.name = name
    self.package = package
    self.condition = condition
  }
}
