import SwiftSyntax

/// The products an expression names as `.product(name:package:)` calls, wherever they sit in
/// it: `DependenceTesting` in `shared + [.product(name: "DependenceTesting", package: "x")]`.
final class ProductKeys: SyntaxVisitor {
  private(set) var names: [String] = []

  init(_ node: some SyntaxProtocol) {
    super.init(viewMode: .sourceAccurate)
    walk(node)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let key = ProductKey(ExprSyntax(node)) { names.append(key.name) }
    return .visitChildren
  }
}
