import SwiftSyntax
import SwiftSyntaxMacros

/// `@DependencyEndpointIgnored`: adds nothing. `@DependencyClient` reads it, and treats the
/// closure property it marks as a plain property.
///
/// On a `var` of an optional closure type, which is a plain property already, it is accepted
/// as swift-dependencies accepts it; on a `var` of another type it changes nothing, and says so
/// in a warning; on anything else it is an error.
struct DependencyEndpointIgnoredMacro: PeerMacro {
  static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let variable = declaration.as(VariableDeclSyntax.self),
      variable.bindingSpecifier.tokenKind == .keyword(.var)
    else { throw MacroMessage.endpointIgnoredNotAClosureProperty.error(at: node) }
    for binding in variable.bindings {
      guard let type = binding.typeAnnotation?.type else {
        throw MacroMessage.endpointIgnoredNotAClosureProperty.error(at: node)
      }
      if type.functionType == nil, type.optionalWrapped?.functionType == nil {
        context.diagnose(
          MacroMessage.endpointIgnoredChangesNothing(name: binding.pattern.trimmedDescription)
            .at(node))
      }
    }
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
