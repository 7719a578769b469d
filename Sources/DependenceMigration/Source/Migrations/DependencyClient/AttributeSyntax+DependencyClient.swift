import SwiftSyntax

extension AttributeSyntax {
  /// Whether the attribute is `@DependencyClient`, qualified by its module or not.
  var isDependencyClient: Bool {
    [
      "DependencyClient", "DependenciesMacros.DependencyClient",
      "DependenceMacros.DependencyClient",
    ]
    .contains(attributeName.trimmedDescription)
  }
}
