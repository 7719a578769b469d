import SwiftSyntax

extension VariableDeclSyntax {
  /// Whether the declaration carries `@name`.
  func hasAttribute(named name: String) -> Bool {
    attribute(named: name) != nil
  }

  /// The declaration's attribute `@name`, qualified by `DependenciesMacros` or not.
  func attribute(named name: String) -> AttributeSyntax? {
    attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }.first {
      let written = $0.attributeName.trimmedDescription
      return written == name || written == "DependenciesMacros.\(name)"
    }
  }
}
