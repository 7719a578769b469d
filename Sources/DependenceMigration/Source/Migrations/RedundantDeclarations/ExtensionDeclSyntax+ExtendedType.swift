import SwiftSyntax

extension ExtensionDeclSyntax {
  /// Whether the extension extends `Dependency`, qualified by its module or not.
  var extendsDependency: Bool {
    extendedTypeName == "Dependency"
  }

  /// The name of the extended type: `DependencyContext` for `DependencyContext` and for
  /// `Dependence.DependencyContext`.
  var extendedTypeName: String? {
    if let type = extendedType.as(IdentifierTypeSyntax.self) { return type.name.text }
    guard let member = extendedType.as(MemberTypeSyntax.self),
      let module = member.baseType.as(IdentifierTypeSyntax.self)?.name.text,
      ModuleNames.related.contains(module)
    else {
      return nil
    }
    return member.name.text
  }
}
