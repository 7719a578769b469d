import SwiftSyntax

extension SourceFileSyntax {
  /// The runs of imports a rename left out of order, where `original` keeps its imports sorted
  /// (`import Clocks` becomes `import DependenceTesting`, after `import Dependence`): a change at
  /// the input's line of each run's first import that is in the input (`inputLine`, given a
  /// scope's statements, a statement's index and the scope's), and the edits that sort them.
  ///
  /// Each scope (the top level, a `#if` clause) is sorted when the same scope of `original`
  /// has a run of imports and keeps every run sorted, or has one import only (imports apart,
  /// each alone in its run, say nothing). A blank
  /// line or a comment ends a run; `@testable` and other decorated imports sort after the plain
  /// ones, as swift-format orders them, or among them by module where the file keeps them so. Each position keeps its leading trivia, so only the
  /// statements move.
  func importSorting(
    likeSorted original: SourceFileSyntax,
    inputLine: (_ items: [CodeBlockItemSyntax], _ index: Int, _ scope: Int) -> Int?
  ) -> SourceEdits {
    let originalScopes = ImportScope.scopes(of: original)
    var sorting = SourceEdits()
    for (scope, items) in ImportScope.scopes(of: self).map(\.items).enumerated()
    where scope < originalScopes.count {
      let originalItems = originalScopes[scope].items
      let originalRuns = Self.importRuns(originalItems)
      // swift-format's order, or else the modules' alone, where the file keeps to one; a scope's
      // only import is in swift-format's.
      let onlyImport = originalItems.count { $0.item.is(ImportDeclSyntax.self) } == 1
      guard !originalRuns.isEmpty || onlyImport,
        let order = ImportOrder.allCases.first(where: { order in
          originalRuns.allSatisfy { Self.isSorted($0, in: originalItems, by: order) }
        })
      else { continue }
      for run in Self.importRuns(items) where !Self.isSorted(run, in: items, by: order) {
        if let line = run.compactMap({ inputLine(items, $0, scope) }).first {
          sorting.changes.append(Change(line: line, description: Self.sortedAgain))
        }
        let sorted = run.map { items[$0] }.enumerated().sorted {
          ($0.element.importSortKey(order), $0.offset)
            < ($1.element.importSortKey(order), $1.offset)
        }
        for (position, index) in run.enumerated() {
          let item = items[index]
          sorting.edits.append(
            SourceEdit(
              range: item.positionAfterSkippingLeadingTrivia..<item.endPosition,
              replacement: sorted[position].element.with(\.leadingTrivia, []).description))
        }
      }
    }
    return sorting
  }

  private static let sortedAgain = "imports sorted again: the move left them out of order"

  /// The index ranges of runs of two or more imports in `items` with nothing between them but
  /// one line break each, and indentation.
  private static func importRuns(_ items: [CodeBlockItemSyntax]) -> [Range<Int>] {
    var runs: [Range<Int>] = []
    var start: Int?
    for (index, item) in items.enumerated() {
      let isImport = item.item.is(ImportDeclSyntax.self)
      let pieces = item.leadingTrivia.pieces
      let continues =
        isImport && start != nil && pieces.first == .newlines(1)
        && pieces.dropFirst().allSatisfy(\.isSpaceOrTab)
        && items[index - 1].trailingTrivia.pieces.allSatisfy(\.isSpaceOrTab)
      if continues { continue }
      if let first = start, index - first > 1 { runs.append(first..<index) }
      start = isImport ? index : nil
    }
    if let first = start, items.count - first > 1 { runs.append(first..<items.count) }
    return runs
  }

  /// Whether the imports at `run` in `items` are in `order`.
  private static func isSorted(
    _ run: Range<Int>, in items: [CodeBlockItemSyntax], by order: ImportOrder
  ) -> Bool {
    let keys = run.map { items[$0].importSortKey(order) }
    return zip(keys, keys.dropFirst()).allSatisfy { $0 <= $1 }
  }
}

/// The orders of imports a file may keep.
private enum ImportOrder: CaseIterable {
  /// swift-format's: plain imports first, then `@testable` and other decorated ones, each by
  /// the imported path.
  case swiftFormat
  /// By the imported path alone, `@testable import App` before `import Dependencies`.
  case modules
}

extension CodeBlockItemSyntax {
  /// How `order` sorts an import.
  fileprivate func importSortKey(_ order: ImportOrder) -> String {
    guard let node = item.as(ImportDeclSyntax.self) else { return "" }
    let path = node.path.map(\.name.text).joined(separator: ".")
    guard order == .swiftFormat else { return path }
    return (node.attributes.isEmpty ? "0 " : "1 ") + path
  }
}
