import SwiftSyntax

extension ImportDeclSyntax {
  /// The imported module when the import names a whole module, as `import Dependencies` does.
  var wholeModule: String? {
    guard importKindSpecifier == nil, path.count == 1, let name = path.first?.name else {
      return nil
    }
    return name.text
  }

  /// The first component of the imported path.
  var rootModule: String? {
    path.first?.name.text
  }

  /// The attributes and modifiers, as written, without trivia: two imports with the same
  /// decoration import a module the same way.
  var decoration: String {
    (attributes.map(\.trimmedDescription) + modifiers.map(\.trimmedDescription))
      .joined(separator: " ")
  }

  /// Whether the import is `@_exported`.
  var isExported: Bool {
    attributes.contains {
      $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "_exported"
    }
  }
}
