import SwiftSyntax

extension SourceManualSteps {
  /// The instruction for `import struct Dependencies.DependencyValues` and its like, which the
  /// migration renames only when the declaration here is of the same kind.
  static func kindedImportStep(_ node: ImportDeclSyntax, root: String, renamed: String)
    -> String
  {
    let old = node.trimmedDescription
    guard node.path.count == 2, let name = node.path.last?.name.text else {
      return "import from \(renamed) instead of \(root) by hand: `\(old)`"
    }
    switch QualifiedNameTable.counterpart(of: name, in: root) {
    case .declared(let here, let kind) where !kind.isEmpty && kind != "macro":
      return "`\(old)` → `import \(kind) \(here).\(name)`"
    case .declared(let here, _):
      return "`\(old)` → `import \(here)`"
    case .none(let instead):
      return "`\(old)` has no counterpart here: \(instead)"
    }
  }
}
