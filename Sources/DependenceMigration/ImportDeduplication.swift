import SwiftSyntax

/// Finds the top-level imports a rename made redundant: a second import of the same module, or
/// `import Dependence` beside a module that re-exports it.
struct ImportDeduplication {
  /// The indices of the top-level statements to remove.
  private(set) var redundant: Set<Int> = []
  /// A removal, in one line, by the index of the statement it removes.
  private(set) var descriptions: [Int: String] = [:]

  /// Compares the imports of `original` and of `rewritten`, the same file after renaming.
  /// Only an import whose attributes and modifiers match the one that makes it redundant goes,
  /// and only when the rename touched one of the two.
  init(original: SourceFileSyntax, rewritten: SourceFileSyntax) {
    let imports = zip(original.statements, rewritten.statements).enumerated().compactMap {
      index, pair -> Entry? in
      guard let old = pair.0.item.as(ImportDeclSyntax.self),
        let new = pair.1.item.as(ImportDeclSyntax.self),
        let oldModule = old.wholeModule, let newModule = new.wholeModule,
        rewritten.statementFillsItsLines(at: index)
      else {
        return nil
      }
      return Entry(
        index: index, oldModule: oldModule, module: newModule, decoration: new.decoration,
        renamed: oldModule != newModule)
    }
    for entry in imports {
      if entry.renamed, entry.module == "Dependence",
        let reexporter = imports.first(where: {
          ModuleNames.reexportingDependence.contains($0.module) && $0.decoration == entry.decoration
        })
      {
        remove(entry, "\(reexporter.module) re-exports Dependence")
      } else if imports.contains(where: {
        $0.index < entry.index && !redundant.contains($0.index) && $0.module == entry.module
          && $0.decoration == entry.decoration && ($0.renamed || entry.renamed)
      }) {
        remove(entry, "the file already imports \(entry.module)")
      }
    }
  }

  private mutating func remove(_ entry: Entry, _ reason: String) {
    redundant.insert(entry.index)
    descriptions[entry.index] = "import \(entry.oldModule) → removed: \(reason)"
  }

  private struct Entry {
    let index: Int
    let oldModule: String
    let module: String
    let decoration: String
    let renamed: Bool
  }
}
