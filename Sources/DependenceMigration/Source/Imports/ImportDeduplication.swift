import SwiftSyntax

/// Finds the imports a rename made redundant, at the top level and in `#if` clauses: a second
/// import of the same module. An import at the top level or in an enclosing clause covers the
/// imports of a clause inside it.
///
/// `import Dependence` beside `DependenceMacros` or `DependenceTesting`, which re-export it,
/// stays: each import of swift-dependencies keeps its line, so that the lines of the file (which
/// a test may assert) stay where they were.
struct ImportDeduplication {
  /// An import to remove: its scope among ``ImportScope/scopes(of:)``, its index there, and the
  /// change in one line.
  struct Removal {
    let scope: Int
    let index: Int
    let description: String
  }

  /// The imports to remove, in source order.
  private(set) var removals: [Removal] = []
  private let original: ParsedFile
  private let originalScopes: [ImportScope]
  private let scopes: [ImportScope]

  /// Compares the imports of `original` and of `rewritten`, the same file after renaming.
  /// Only an import whose attributes and modifiers match the one that makes it redundant goes,
  /// and only when the rename touched one of the two.
  init(original: ParsedFile, rewritten: SourceFileSyntax) {
    self.original = original
    let originalScopes = ImportScope.scopes(of: original.tree)
    let scopes = ImportScope.scopes(of: rewritten)
    self.originalScopes = originalScopes
    self.scopes = scopes
    guard originalScopes.count == scopes.count else { return }
    let entries = zip(originalScopes, scopes).enumerated().map { scope, pair in
      zip(pair.0.items, pair.1.items).enumerated().compactMap { index, items -> Entry? in
        guard let old = items.0.item.as(ImportDeclSyntax.self),
          let new = items.1.item.as(ImportDeclSyntax.self),
          let oldModule = old.wholeModule, let newModule = new.wholeModule,
          items.1.fillsItsLines
        else {
          return nil
        }
        return Entry(
          scope: scope, index: index, oldModule: oldModule, module: newModule,
          decoration: new.decoration, renamed: oldModule != newModule)
      }
    }
    var removed: Set<[Int]> = []
    for (scope, own) in entries.enumerated() {
      let around = scopes[scope].enclosing.flatMap { entries[$0] }
      for entry in own {
        let kept = (around + own).filter { !removed.contains([$0.scope, $0.index]) }
        let earlier = kept.filter { $0.scope != scope || $0.index < entry.index }
        if earlier.contains(where: {
          $0.module == entry.module && $0.decoration == entry.decoration
            && ($0.renamed || entry.renamed)
        }) {
          remove(entry, "the file already imports \(entry.module)", into: &removed)
        }
      }
    }
  }

  /// The edits that remove the imports from the renamed file, each with its line.
  var edits: [SourceEdit] {
    removals.map { scopes[$0.scope].items[$0.index].lineRemoval() }
  }

  /// `changes` with each removal in place of the changes on its line of the input.
  func recorded(in changes: [Change]) -> [Change] {
    var changes = changes
    for removal in removals {
      let line = original.line(of: originalScopes[removal.scope].items[removal.index])
      changes.removeAll { $0.line == line }
      changes.append(Change(line: line, description: removal.description))
    }
    return changes
  }

  /// The import of the input that is the `ordinal`-th of scope `scope` once the removed imports
  /// are gone.
  func originalImport(_ ordinal: Int, inScope scope: Int) -> CodeBlockItemSyntax {
    let kept = originalScopes[scope].items.indices.filter { index in
      originalScopes[scope].items[index].item.is(ImportDeclSyntax.self)
        && !removals.contains { $0.scope == scope && $0.index == index }
    }
    return originalScopes[scope].items[kept[ordinal]]
  }

  private mutating func remove(_ entry: Entry, _ reason: String, into removed: inout Set<[Int]>) {
    removed.insert([entry.scope, entry.index])
    removals.append(
      Removal(
        scope: entry.scope, index: entry.index,
        description: "import \(entry.oldModule) → removed: \(reason)"))
  }

  private struct Entry {
    let scope: Int
    let index: Int
    let oldModule: String
    let module: String
    let decoration: String
    let renamed: Bool
  }
}
