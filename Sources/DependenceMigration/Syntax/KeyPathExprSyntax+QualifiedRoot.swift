import SwiftSyntax

extension KeyPathExprSyntax {
  /// The root and first component of `\Module.Name.x`, which the parser reads as a root
  /// `Module` and components `.Name.x`: `nil` for any other key path.
  var qualifiedRoot: (root: IdentifierTypeSyntax, name: String)? {
    guard let root = root?.as(IdentifierTypeSyntax.self), root.genericArgumentClause == nil,
      case .property(let property)? = components.first?.component,
      property.declName.argumentNames == nil
    else {
      return nil
    }
    return (root, property.declName.baseName.text)
  }
}
