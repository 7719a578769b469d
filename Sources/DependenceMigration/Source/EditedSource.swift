import SwiftSyntax

/// The file after the rename and edit stages, parsed again: what
/// ``SourceFileMigration/edits(inEdited:)`` sees.
struct EditedSource {
  /// The edited file.
  let tree: SourceFileSyntax
  private let original: ParsedFile
  private let deduplication: ImportDeduplication
  /// The modules whose imports the edits added, which the input does not have.
  private let addedImports: Set<String>

  init(
    _ tree: SourceFileSyntax, original: ParsedFile, deduplication: ImportDeduplication,
    addedImports: Set<String> = []
  ) {
    self.tree = tree
    self.original = original
    self.deduplication = deduplication
    self.addedImports = addedImports
  }

  /// The input's line of the import at `index` of the import scope `scope` of ``tree`` (see
  /// ``ImportScope``). Found by its place among the imports, which no edit adds or removes but
  /// the deduplication: the edits do add and remove other statements (a client's methods, a
  /// redundant declaration).
  func inputLine(ofImportAt index: Int, inScope scope: Int) -> Int {
    inputLine(ofImport: index, in: ImportScope.scopes(of: tree)[scope].items, scope: scope)!
  }

  /// The input's line of the import at `index` of `items`, the statements of scope `scope` of
  /// ``tree``, or `nil` for an import the edits added.
  func inputLine(ofImport index: Int, in items: [CodeBlockItemSyntax], scope: Int) -> Int? {
    guard !isAdded(items[index]) else { return nil }
    let ordinal = items[..<index].filter { $0.item.is(ImportDeclSyntax.self) && !isAdded($0) }.count
    return original.line(of: deduplication.originalImport(ordinal, inScope: scope))
  }

  private func isAdded(_ item: CodeBlockItemSyntax) -> Bool {
    item.item.as(ImportDeclSyntax.self)?.wholeModule.map(addedImports.contains) == true
  }
}
