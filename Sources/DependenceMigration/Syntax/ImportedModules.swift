import SwiftSyntax

/// The modules a file imports, anywhere in it (inside `#if` too), by the first component of
/// each import's path.
final class ImportedModules: SyntaxVisitor {
  private(set) var modules: Set<String> = []

  /// Collects the imports of `tree`.
  init(_ tree: some SyntaxProtocol) {
    super.init(viewMode: .sourceAccurate)
    walk(tree)
  }

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    if let module = node.rootModule {
      modules.insert(module)
    }
    return .skipChildren
  }
}
