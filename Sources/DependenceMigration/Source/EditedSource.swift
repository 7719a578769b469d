import SwiftSyntax

/// The file after the rename and edit stages, parsed again: what
/// ``SourceFileMigration/edits(inEdited:)`` sees.
struct EditedSource {
  /// The edited file.
  let tree: SourceFileSyntax
  private let original: ParsedFile
  private let deduplication: ImportDeduplication

  init(_ tree: SourceFileSyntax, original: ParsedFile, deduplication: ImportDeduplication) {
    self.tree = tree
    self.original = original
    self.deduplication = deduplication
  }

  /// The input's line of the import at `index` of the import scope `scope` of ``tree`` (see
  /// ``ImportScope``). Found by its place among the imports, which no edit adds or removes but
  /// the deduplication: the edits do add and remove other statements (a client's methods, a
  /// redundant declaration).
  func inputLine(ofImportAt index: Int, inScope scope: Int) -> Int {
    let items = ImportScope.scopes(of: tree)[scope].items
    let ordinal = items[..<index].filter { $0.item.is(ImportDeclSyntax.self) }.count
    return original.line(of: deduplication.originalImport(ordinal, inScope: scope))
  }
}
