import SwiftSyntax

/// The modules a file imports, anywhere in it (inside `#if` too), by the first component of
/// each import's path.
final class ImportedModules: WalkingVisitor {
  private(set) var modules: Set<String> = []

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    if let module = node.rootModule {
      modules.insert(module)
    }
    return .skipChildren
  }
}
