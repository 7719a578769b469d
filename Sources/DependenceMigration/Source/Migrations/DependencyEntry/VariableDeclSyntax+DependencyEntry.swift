import SwiftSyntax

extension VariableDeclSyntax {
  /// The declaration's `@DependencyEntry` attribute, with its index among the attributes.
  var dependencyEntry: (index: Int, attribute: AttributeSyntax)? {
    for (index, element) in attributes.enumerated() {
      if case .attribute(let attribute) = element, attribute.isDependencyEntry {
        return (index, attribute)
      }
    }
    return nil
  }
}

extension AttributeSyntax {
  /// Whether the attribute is `@DependencyEntry`, qualified by its module or not.
  fileprivate var isDependencyEntry: Bool {
    if let name = attributeName.as(IdentifierTypeSyntax.self) {
      return name.name.text == "DependencyEntry"
    }
    guard let member = attributeName.as(MemberTypeSyntax.self) else { return false }
    let module = member.baseType.as(IdentifierTypeSyntax.self)?.name.text
    return member.name.text == "DependencyEntry"
      && ["DependenciesMacros", "DependenceMacros"].contains(module)
  }
}
