import SwiftSyntax

extension EditedSource {
  /// The edits that add `import module` (`@_exported` where `exported`) after each of
  /// `anchors` (`SourceFileSyntax.dependenceImportAnchors` or
  /// `importAnchors`), each recorded at its anchor's input line as `description`; `nil` where
  /// there is no anchor, or an anchor shares its line with another statement.
  func addingImport(
    _ module: String, exported: Bool = false, after anchors: [(scope: Int, index: Int)],
    description: String
  ) -> SourceEdits? {
    let scopes = ImportScope.scopes(of: tree)
    let insertions = anchors.compactMap {
      scopes[$0.scope].items[$0.index].importInsertion(module, exported: exported)
    }
    guard !anchors.isEmpty, insertions.count == anchors.count else { return nil }
    return SourceEdits(
      edits: insertions,
      changes: anchors.map {
        Change(
          line: inputLine(ofImportAt: $0.index, inScope: $0.scope), description: description)
      })
  }
}
