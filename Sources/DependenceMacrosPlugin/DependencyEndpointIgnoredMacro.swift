import SwiftSyntax
import SwiftSyntaxMacros

/// `@DependencyEndpointIgnored`: adds nothing. `@DependencyClient` reads it, and treats the
/// closure property it marks as a plain property.
struct DependencyEndpointIgnoredMacro: PeerMacro {
  static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let variable = declaration.as(VariableDeclSyntax.self),
      variable.bindingSpecifier.tokenKind == .keyword(.var),
      variable.bindings.allSatisfy({ $0.typeAnnotation?.type.functionType != nil })
    else { throw MacroMessage.endpointIgnoredNotAClosureProperty.error(at: node) }
    return []
  }

  /// Whether `variable` carries the attribute, written plainly or qualified by its module.
  static func marks(_ variable: VariableDeclSyntax) -> Bool {
    variable.attributes.contains { element in
      guard case .attribute(let attribute) = element else { return false }
      let name = attribute.attributeName.trimmedDescription
      return name == "DependencyEndpointIgnored"
        || name == "DependenceMacros.DependencyEndpointIgnored"
    }
  }
}
