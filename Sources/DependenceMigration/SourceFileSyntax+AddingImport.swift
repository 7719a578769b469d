import SwiftSyntax

extension SourceFileSyntax {
  /// Where an import that goes beside this package's imports belongs: after the last top-level
  /// import of one of this package's modules or, when there is none, after the last one of each
  /// `#if` clause that imports one. Each anchor is a scope and an index there.
  var dependenceImportAnchors: [(scope: Int, index: Int)] {
    let scopes = ImportScope.scopes(of: self)
    let lasts = scopes.enumerated().compactMap { scope, entry -> (scope: Int, index: Int)? in
      entry.items.lastIndex {
        $0.item.as(ImportDeclSyntax.self)?.wholeModule.map(ModuleNames.dependence.contains)
          == true
      }.map { (scope, $0) }
    }
    if let topLevel = lasts.first(where: { $0.scope == 0 }) { return [topLevel] }
    return lasts
  }
}

extension CodeBlockItemSyntax {
  /// The edit that puts `import module` on a line of its own after this import, indented as it
  /// is and with its access-level modifier but without its attributes; `nil` when this import
  /// shares a line.
  func importInsertion(_ module: String) -> TextEdit? {
    guard fillsItsLines, let anchor = item.as(ImportDeclSyntax.self) else { return nil }
    let indentation = Trivia(
      pieces: anchor.leadingTrivia.afterLastNewline.reversed().prefix { $0.isSpaceOrTab }.reversed()
    )
    let modifiers = anchor.modifiers.map { $0.trimmed.with(\.trailingTrivia, .space) }
    let declaration = ImportDeclSyntax(
      modifiers: DeclModifierListSyntax(modifiers),
      importKeyword: .keyword(.import, trailingTrivia: .space),
      path: ImportPathComponentListSyntax([ImportPathComponentSyntax(name: .identifier(module))]))
    return TextEdit(
      range: endPosition..<endPosition,
      replacement: "\n" + indentation.description + declaration.description)
  }
}
