import SwiftSyntax

/// The methods a file declares in a type or an extension, as `Type.name(label:)`.
final class DeclaredMethods: SyntaxVisitor {
  private(set) var signatures: Set<String> = []

  init() {
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    var owner: String?
    var current = node.parent
    while let parent = current, owner == nil {
      if let extended = parent.as(ExtensionDeclSyntax.self) {
        owner = extended.extendedType.trimmedDescription.split(separator: ".").last.map(String.init)
      } else if let named = parent.asProtocol((any NamedDeclSyntax).self),
        parent.is(StructDeclSyntax.self)
      {
        owner = named.name.text
      }
      current = parent.parent
    }
    let labels = node.signature.parameterClause.parameters.map { "\($0.firstName.text):" }
    if let owner {
      signatures.insert("\(owner).\(node.name.text)(\(labels.joined()))")
    }
    return .skipChildren
  }
}
