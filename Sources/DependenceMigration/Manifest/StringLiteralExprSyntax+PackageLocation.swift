import SwiftSyntax

extension StringLiteralExprSyntax {
  /// Whether the literal is the `url:` or `path:` argument of a `.package(…)` call.
  var isPackageLocation: Bool {
    parent?.parent?.parent.flatMap { ExprSyntax($0)?.packageIdentity } != nil
  }
}
