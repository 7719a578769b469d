import SwiftSyntax

/// The modules a file imports, anywhere in it (inside `#if` too), by the first component of
/// each import's path.
final class ImportedModules: WalkingVisitor {
  private(set) var modules: Set<String> = []
  /// The modules it imports `@_exported`, which every file of its module and every module that
  /// imports it see.
  private(set) var exported: Set<String> = []

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    if let module = node.rootModule {
      modules.insert(module)
      if node.isExported { exported.insert(module) }
    }
    return .skipChildren
  }
}
