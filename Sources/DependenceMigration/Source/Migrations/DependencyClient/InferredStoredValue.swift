import SwiftSyntax

/// A stored value of a `@DependencyClient` whose type swift-dependencies' macro let Swift infer
/// (`var retries = 3`), which this package's macro needs written: `Int`, `Double`, `String` or
/// `Bool` for a literal; for any other value, what to write by hand. A closure is an endpoint,
/// whose type it cannot tell, and is not one.
struct InferredStoredValue {
  /// The property's name.
  let name: String
  /// The value as written.
  let value: String
  /// The binding the type goes after.
  let binding: PatternBindingSyntax
  /// The literal's type; `nil` for a value whose type it cannot tell.
  let type: String?

  /// The stored value `property` declares without a type, if it is one.
  init?(_ property: VariableDeclSyntax) {
    guard property.bindingSpecifier.tokenKind == .keyword(.var), property.bindings.count == 1,
      let binding = property.bindings.first, binding.typeAnnotation == nil,
      binding.accessorBlock == nil, let value = binding.initializer?.value,
      !value.is(ClosureExprSyntax.self),
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    else {
      return nil
    }
    self.name = name
    self.value = value.trimmedDescription
    self.binding = binding
    self.type =
      switch value.kind {
      case .integerLiteralExpr: "Int"
      case .floatLiteralExpr: "Double"
      case .stringLiteralExpr: "String"
      case .booleanLiteralExpr: "Bool"
      default: nil
      }
  }

  /// The edit that writes the type, when it is known.
  var edit: SourceEdit? {
    guard let type else { return nil }
    let end = binding.pattern.endPositionBeforeTrailingTrivia
    return SourceEdit(range: end..<end, replacement: ": \(type)")
  }

  /// The change the edit makes, in one line.
  var change: String {
    "var \(name) = \(value) → var \(name): \(type ?? "Type") = \(value): this package's `@DependencyClient` needs the type"
  }

  /// What to do by hand when the type is not known.
  var step: String {
    "write the type of `\(name)` (`var \(name): Type = \(value)`): this package's `@DependencyClient` needs it"
  }
}
