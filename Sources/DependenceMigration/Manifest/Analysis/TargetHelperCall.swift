import SwiftSyntax

/// A call of a function the manifest declares to build a target (``TargetHelper``), with a
/// string literal as its first argument and a labelled array of dependencies:
/// `feature("Feed", deps: [.product(…)])` or `featureTests("Feed", deps: [])`.
///
/// The products the target gains go in that array, as in a `.target(…)`'s own `dependencies:`,
/// but those the function's body names, or gives a test target (``TargetHelper/namedProducts``).
struct TargetHelperCall {
  /// The name of the target the call builds: `FeedTests` for `featureTests("Feed", …)` whose
  /// body writes `"\(name)Tests"`.
  let name: String
  /// The function.
  let helper: TargetHelper
  /// The label of the array argument.
  let dependenciesLabel: String
  /// The array.
  let dependencies: ArrayExprSyntax

  /// The call `node`, when it is of one of `helpers` (``TargetHelper/all(in:)``).
  init?(_ node: FunctionCallExprSyntax, helpers: [String: TargetHelper]) {
    guard let callee = node.calledExpression.as(DeclReferenceExprSyntax.self),
      let helper = helpers[callee.baseName.text],
      let argument = node.arguments.first?.expression.literalText,
      let array = node.arguments.dropFirst().first(where: {
        $0.label != nil && $0.expression.is(ArrayExprSyntax.self)
      }),
      let label = array.label?.text, let dependencies = array.expression.as(ArrayExprSyntax.self)
    else {
      return nil
    }
    name = helper.targetName(for: argument)
    self.helper = helper
    dependenciesLabel = label
    self.dependencies = dependencies
  }
}
