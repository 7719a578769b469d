import SwiftSyntax

/// The names of the types a source file declares with `@DependencyClient`.
final class DependencyClients: WalkingVisitor {
  private(set) var names: Set<String> = []

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    let isClient = node.attributes.contains {
      $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "DependencyClient"
    }
    if isClient { names.insert(node.name.text) }
    return .visitChildren
  }
}
