import SwiftSyntax

/// The declarations of a file that conform to `DependencyKey` or `TestDependencyKey`, with what
/// they say of their isolation.
final class KeyDeclarations: WalkingVisitor {
  struct Key {
    enum Isolation { case unstated, nonisolated, globalActor }
    /// `extension`, `struct`, `enum` or `class`.
    let keyword: TokenSyntax
    /// The extended or declared type, as written.
    let name: String
    /// The key protocol, as its name is written without a module.
    let protocolName: String
    let isolation: Isolation
  }

  private static let protocols: Set<String> = ["DependencyKey", "TestDependencyKey"]

  private(set) var found: [Key] = []

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    note(node, keyword: node.extensionKeyword, name: node.extendedType.trimmedDescription)
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    note(node, keyword: node.structKeyword, name: node.name.text)
  }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    note(node, keyword: node.enumKeyword, name: node.name.text)
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    note(node, keyword: node.classKeyword, name: node.name.text)
  }

  private func note(_ node: some DeclGroupSyntax, keyword: TokenSyntax, name: String)
    -> SyntaxVisitorContinueKind
  {
    guard
      let key = node.inheritanceClause?.inheritedTypes.lazy.map(\.protocolName)
        .first(where: Self.protocols.contains)
    else {
      return .visitChildren
    }
    let isolation: Key.Isolation =
      if node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.nonisolated) }) {
        .nonisolated
      } else if node.attributes.contains(where: Self.isGlobalActor) {
        .globalActor
      } else {
        .unstated
      }
    found.append(Key(keyword: keyword, name: name, protocolName: key, isolation: isolation))
    return .visitChildren
  }

  /// `@MainActor`, or another attribute whose name ends in `Actor`, the way global actors are
  /// named.
  private static func isGlobalActor(_ element: AttributeListSyntax.Element) -> Bool {
    guard let attribute = element.as(AttributeSyntax.self) else { return false }
    return attribute.attributeName.trimmedDescription.hasSuffix("Actor")
  }
}
