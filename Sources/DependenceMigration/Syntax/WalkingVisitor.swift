import SwiftSyntax

/// A visitor that walks the tree it is made with, so that what a subclass collects is there as
/// soon as it is made: `ImportedModules(tree).modules`.
class WalkingVisitor: SyntaxVisitor {
  /// Walks `tree`, visiting what it holds in the source as written.
  required init(_ tree: some SyntaxProtocol) {
    super.init(viewMode: .sourceAccurate)
    walk(tree)
  }
}
