import SwiftSyntax

extension CodeBlockItemSyntax {
  /// The edit that puts `import module` on a line of its own after this import, indented as it
  /// is and with its access-level modifier but without its attributes, `@_exported` when
  /// `exported`; `nil` when this import shares a line.
  func importInsertion(_ module: String, exported: Bool = false) -> SourceEdit? {
    guard fillsItsLines, let anchor = item.as(ImportDeclSyntax.self) else { return nil }
    let indentation = Trivia(
      pieces: anchor.leadingTrivia.afterLastNewline.reversed().prefix { $0.isSpaceOrTab }.reversed()
    )
    let modifiers = anchor.modifiers.map { $0.trimmed.with(\.trailingTrivia, .space) }
    let attributes: AttributeListSyntax =
      exported
      ? [
        .attribute(
          AttributeSyntax(
            attributeName: IdentifierTypeSyntax(name: .identifier("_exported")),
            trailingTrivia: .space))
      ] : []
    let declaration = ImportDeclSyntax(
      attributes: attributes, modifiers: DeclModifierListSyntax(modifiers),
      importKeyword: .keyword(.import, trailingTrivia: .space),
      path: ImportPathComponentListSyntax([ImportPathComponentSyntax(name: .identifier(module))]))
    return SourceEdit(
      range: endPosition..<endPosition,
      replacement: "\n" + indentation.description + declaration.description)
  }
}
