import SwiftSyntax

/// The names of the types a source file declares with `@DependencyClient`, qualified by its
/// module or not.
final class DependencyClients: WalkingVisitor {
  private(set) var names: Set<String> = []

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    let isClient = node.attributes.contains {
      $0.as(AttributeSyntax.self)?.isDependencyClient == true
    }
    if isClient { names.insert(node.name.text) }
    return .visitChildren
  }
}
