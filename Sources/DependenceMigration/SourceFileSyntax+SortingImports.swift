import SwiftSyntax

extension SourceFileSyntax {
  /// The first line of each run of imports that ``sortingImports(likeSorted:)`` would reorder.
  func unsortedImportRuns(likeSorted original: SourceFileSyntax) -> [Int] {
    let converter = SourceLocationConverter(fileName: "", tree: self)
    let items = Array(statements)
    return runsToSort(likeSorted: original).map {
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
    let runs = runsToSort(likeSorted: original)
    guard !runs.isEmpty else { return self }
    var items = Array(statements)
    for run in runs {
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

  /// The runs of imports out of order, when `original` has a run of imports and keeps every run
  /// sorted (a single import says nothing); none otherwise.
  private func runsToSort(likeSorted original: SourceFileSyntax) -> [Range<Int>] {
    let originalItems = Array(original.statements)
    let originalRuns = original.importRuns
    guard !originalRuns.isEmpty, originalRuns.allSatisfy({ Self.isSorted($0, in: originalItems) })
    else { return [] }
    let items = Array(statements)
    return importRuns.filter { !Self.isSorted($0, in: items) }
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

  /// Whether the imports at `run` in `items` are in swift-format's order.
  private static func isSorted(_ run: Range<Int>, in items: [CodeBlockItemSyntax]) -> Bool {
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
