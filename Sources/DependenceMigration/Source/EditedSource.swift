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

  /// The input's line of the statement at `index` of the import scope `scope` of ``tree``
  /// (see ``ImportScope``), counting the statements of the input that the deduplication of the
  /// imports kept.
  func inputLine(ofStatementAt index: Int, inScope scope: Int) -> Int {
    original.line(of: deduplication.originalStatement(at: index, inScope: scope))
  }
}
