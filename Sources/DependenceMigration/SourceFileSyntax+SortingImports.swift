import SwiftSyntax

extension SourceFileSyntax {
  /// The first line of each run of imports that ``sortingImports(likeSorted:)`` would reorder.
  func unsortedImportRuns(likeSorted original: SourceFileSyntax) -> [Int] {
    guard original.keepsImportsSorted else { return [] }
    let converter = SourceLocationConverter(fileName: "", tree: self)
    let items = Array(statements)
    return importRuns.filter { !isSorted($0) }.map {
      items[$0.lowerBound].item.startLocation(converter: converter).line
    }
  }

  /// The file with each run of adjacent top-level imports sorted by module, when `original` keeps
  /// its imports sorted: a rename can leave a sorted list out of order (`import Clocks` becomes
  /// `import DependenceTesting`, after `import Dependence`).
  ///
  /// A blank line or a comment ends a run; `@testable` and other decorated imports sort after the
  /// plain ones, as swift-format orders them. Each position keeps its leading trivia, so only the
  /// statements move.
  func sortingImports(likeSorted original: SourceFileSyntax) -> SourceFileSyntax {
    guard original.keepsImportsSorted else { return self }
    var items = Array(statements)
    for run in importRuns where !isSorted(run) {
      let trivia = run.map { items[$0].leadingTrivia }
      let sorted = run.map { items[$0] }.enumerated().sorted {
        ($0.element.importSortKey, $0.offset) < ($1.element.importSortKey, $1.offset)
      }
      for (position, index) in run.enumerated() {
        items[index] = sorted[position].element.with(\.leadingTrivia, trivia[position])
      }
    }
    return with(\.statements, CodeBlockItemListSyntax(items))
  }

  /// Whether the file has a run of imports and every run is sorted: a single import says nothing.
  private var keepsImportsSorted: Bool {
    let runs = importRuns
    return !runs.isEmpty && runs.allSatisfy(isSorted)
  }

  /// The index ranges of runs of two or more top-level imports with nothing between them but
  /// one line break each.
  private var importRuns: [Range<Int>] {
    let items = Array(statements)
    var runs: [Range<Int>] = []
    var start: Int?
    for (index, item) in items.enumerated() {
      let isImport = item.item.is(ImportDeclSyntax.self)
      let continues =
        isImport && start != nil && item.leadingTrivia.pieces == [.newlines(1)]
        && items[index - 1].trailingTrivia.pieces.allSatisfy(\.isSpaceOrTab)
      if continues { continue }
      if let first = start, index - first > 1 { runs.append(first..<index) }
      start = isImport ? index : nil
    }
    if let first = start, items.count - first > 1 { runs.append(first..<items.count) }
    return runs
  }

  private func isSorted(_ run: Range<Int>) -> Bool {
    let items = Array(statements)
    let keys = run.map { items[$0].importSortKey }
    return zip(keys, keys.dropFirst()).allSatisfy { $0 <= $1 }
  }
}

extension CodeBlockItemSyntax {
  /// How swift-format orders an import: plain ones first, then by the imported path.
  fileprivate var importSortKey: String {
    guard let node = item.as(ImportDeclSyntax.self) else { return "" }
    let path = node.path.map(\.name.text).joined(separator: ".")
    return (node.attributes.isEmpty ? "0 " : "1 ") + path
  }
}

extension TriviaPiece {
  fileprivate var isSpaceOrTab: Bool {
    switch self {
    case .spaces, .tabs: true
    default: false
    }
  }
}
