import SwiftSyntax

/// A list of statements where a file can import: its top level, or a clause of one of its
/// top-level `#if` blocks (nested ones too).
struct ImportScope {
  /// The statements of the list.
  let items: [CodeBlockItemSyntax]
  /// The indices, among the file's scopes, of the scopes around this one, outermost first.
  let enclosing: [Int]

  /// The scopes of `file` in source order, the top level first. Renaming keeps them: the same
  /// index names the same scope in a file and in its migration.
  static func scopes(of file: SourceFileSyntax) -> [ImportScope] {
    var scopes: [ImportScope] = []
    func collect(_ list: CodeBlockItemListSyntax, enclosing: [Int]) {
      let index = scopes.count
      scopes.append(ImportScope(items: Array(list), enclosing: enclosing))
      for item in list {
        guard let block = item.item.as(IfConfigDeclSyntax.self) else { continue }
        for clause in block.clauses {
          if case .statements(let nested)? = clause.elements {
            collect(nested, enclosing: enclosing + [index])
          }
        }
      }
    }
    collect(file.statements, enclosing: [])
    return scopes
  }
}
