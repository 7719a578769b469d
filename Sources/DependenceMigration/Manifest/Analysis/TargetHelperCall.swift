import SwiftSyntax

/// A call of a function the manifest declares to build a library target, with the target's name
/// as its first argument and a labelled array of dependencies:
/// `feature("Feed", deps: [.product(…)])`, where the manifest declares
/// `func feature(_ name: String, deps: [Target.Dependency]) -> Target { .target(…) }`.
///
/// The products a target gains go in that array, as in a `.target(…)`'s own `dependencies:`.
struct TargetHelperCall {
  /// The target's name.
  let name: String
  /// The label of the array argument.
  let dependenciesLabel: String
  /// The array.
  let dependencies: ArrayExprSyntax

  /// The call `node`, when it is of one of `helpers` (``functions(in:)``).
  init?(_ node: FunctionCallExprSyntax, helpers: Set<String>) {
    guard let callee = node.calledExpression.as(DeclReferenceExprSyntax.self),
      helpers.contains(callee.baseName.text),
      let name = node.arguments.first?.expression.literalText,
      let argument = node.arguments.dropFirst().first(where: {
        $0.label != nil && $0.expression.is(ArrayExprSyntax.self)
      }),
      let label = argument.label?.text, let array = argument.expression.as(ArrayExprSyntax.self)
    else {
      return nil
    }
    self.name = name
    dependenciesLabel = label
    dependencies = array
  }

  /// The top-level functions of `manifest` that return a `Target` they build with `.target(…)`
  /// (a library's, not a test target's, which the helper's body is given its products in).
  static func functions(in manifest: SourceFileSyntax) -> Set<String> {
    Set(
      manifest.statements.compactMap { item -> String? in
        guard let function = item.item.as(FunctionDeclSyntax.self),
          let returned = function.signature.returnClause?.type.trimmedDescription,
          ["Target", "PackageDescription.Target"].contains(returned),
          let body = function.body
        else {
          return nil
        }
        let kinds = Set(
          body.tokens(viewMode: .sourceAccurate).map(\.text).filter(
            ManifestNames.targetKinds.contains))
        return kinds == ["target"] ? function.name.text : nil
      })
  }
}
