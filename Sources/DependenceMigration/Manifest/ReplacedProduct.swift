import SwiftSyntax

/// A call that names a product of swift-dependencies or swift-clocks with string literals,
/// wherever a manifest writes it: `.product(name: "Dependencies", package: "swift-dependencies")`
/// in a target, `Target.Dependency.product(…)` in a helper extension, or a helper function's call
/// such as `pointfree("Clocks", "swift-clocks")`.
///
/// Names are matched as whole literals, never as substrings: `"swift-dependencies-additions"`
/// is another package.
struct ReplacedProduct {
  /// The call.
  let call: FunctionCallExprSyntax
  /// The product's name, such as `Dependencies`.
  let name: String
  /// The package's identity, lowercased: `swift-dependencies` or `swift-clocks`.
  let package: String

  /// The products of each package, as swift-dependencies 1.17.1 and swift-clocks 1.1.1 ship them.
  static let products: [String: Set<String>] = [
    ManifestNames.swiftDependencies: ModuleNames.swiftDependencies,
    ManifestNames.swiftClocks: [ModuleNames.clocks],
  ]

  /// The product `call` names, or `nil` when it has no literal argument naming one of the two
  /// packages beside a literal argument naming one of that package's products.
  init?(_ call: FunctionCallExprSyntax) {
    let literals = call.arguments.compactMap { $0.expression.literalText }
    guard let package = literals.lazy.map({ $0.lowercased() }).first(where: { Self.products[$0] != nil }),
      let name = literals.first(where: { Self.products[package]!.contains($0) })
    else {
      return nil
    }
    self.call = call
    self.name = name
    self.package = package
  }

  /// The call with the product's name set to `newName` and the package to `identity`, keeping
  /// every other argument and all trivia.
  func renamed(to newName: String, package identity: String) -> FunctionCallExprSyntax {
    var renamedName = false
    var renamedPackage = false
    let list = call.arguments.map { argument -> LabeledExprSyntax in
      guard let literal = argument.expression.as(StringLiteralExprSyntax.self),
        let text = ExprSyntax(literal).literalText
      else {
        return argument
      }
      let replacement: String
      if !renamedPackage, text.lowercased() == package {
        renamedPackage = true
        replacement = identity
      } else if !renamedName, text == name {
        renamedName = true
        replacement = newName
      } else {
        return argument
      }
      let segment = StringSegmentSyntax(content: .stringSegment(replacement))
      return argument.with(
        \.expression,
        ExprSyntax(
          literal.with(\.segments, StringLiteralSegmentListSyntax([.stringSegment(segment)]))))
    }
    return call.with(\.arguments, LabeledExprListSyntax(list))
  }
}
