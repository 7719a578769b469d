import SwiftSyntax

extension SourceFileSyntax {
  /// The index of the last top-level import of one of this package's modules.
  var lastDependenceImport: Int? {
    Array(statements).lastIndex {
      $0.item.as(ImportDeclSyntax.self)?.wholeModule.map(ModuleNames.dependence.contains) == true
    }
  }

  /// The file with `import module` on a line of its own after the top-level statement at
  /// `index`, an import that fills its lines, indented as it is and with its access-level
  /// modifier but without its attributes; `nil` when that statement shares a line.
  func insertingImport(_ module: String, after index: Int) -> SourceFileSyntax? {
    guard statementFillsItsLines(at: index),
      let anchor = Array(statements)[index].item.as(ImportDeclSyntax.self)
    else {
      return nil
    }
    let indentation = Trivia(
      pieces: anchor.leadingTrivia.afterLastNewline.reversed().prefix { $0.isSpaceOrTab }.reversed()
    )
    let modifiers = anchor.modifiers.map { $0.trimmed.with(\.trailingTrivia, .space) }
    let declaration = ImportDeclSyntax(
      modifiers: DeclModifierListSyntax(modifiers),
      importKeyword: .keyword(.import, trailingTrivia: .space),
      path: ImportPathComponentListSyntax([ImportPathComponentSyntax(name: .identifier(module))]))
    let item = CodeBlockItemSyntax(item: .decl(DeclSyntax(declaration)))
      .with(\.leadingTrivia, .newline + indentation)
    var items = Array(statements)
    items.insert(item, at: index + 1)
    return with(\.statements, CodeBlockItemListSyntax(items))
  }
}
