import SwiftSyntax

/// A call `DependencyValues.$_current.withValue(values) { … }`: swift-dependencies' public
/// task-local bound by hand, the way libraries run work with values they captured earlier
/// (`DependencyValues._current`). The task-local is private here; `withDependencies` binds the
/// same values.
///
/// ```swift
/// DependencyValues.$_current.withValue(captured) {   // → withDependencies { $0 = captured } operation: {
///   transform()                                        //     transform()
/// }                                                    //   }
/// ```
///
/// The values and the operation may be any expressions, the operation a trailing closure or an
/// `operation:` argument (passed the same way where it is not a closure). A call with other arguments (`file:`, `line:`, `isolation:`) is not of
/// the shape.
struct TaskLocalBinding {
  /// The values bound, and the operation run with them.
  let values: ExprSyntax
  let operation: ExprSyntax

  /// What the rewrite says it did.
  static let change =
    "DependencyValues.$_current.withValue(…) → withDependencies { $0 = … } operation: …: the task-local is private"
  /// The step for another use of the task-local.
  static let step =
    "`DependencyValues.$_current` is private here: bind values with `withDependencies { $0 = values } operation: { … }`"

  /// Reads `call`; `nil` unless it is of the shape.
  init?(_ call: FunctionCallExprSyntax) {
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.isNamed("withValue"),
      member.base?.as(MemberAccessExprSyntax.self)?.isTaskLocal == true,
      call.additionalTrailingClosures.isEmpty
    else {
      return nil
    }
    let arguments = Array(call.arguments)
    switch (arguments.count, call.trailingClosure) {
    case (1, let closure?) where arguments[0].label == nil:
      values = arguments[0].expression
      operation = ExprSyntax(closure)
    case (2, nil) where arguments[0].label == nil && arguments[1].label?.text == "operation":
      values = arguments[0].expression
      operation = arguments[1].expression
    default:
      return nil
    }
  }

  /// The call that replaces it, with `node`'s trivia; `nil` where the text does not parse.
  func replacement(of node: FunctionCallExprSyntax) -> ExprSyntax? {
    let update = "{ $0 = \(values.trimmedDescription) }"
    // An operation that is not a closure literal cannot trail.
    let text =
      operation.is(ClosureExprSyntax.self)
      ? "withDependencies \(update) operation: \(operation.trimmedDescription)"
      : "withDependencies(\(update), operation: \(operation.trimmedDescription))"
    return ExprSyntax.parsing(text)?
      .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
  }
}

extension MemberAccessExprSyntax {
  /// Whether the access is `DependencyValues.$_current`, or qualified by a module of
  /// swift-dependencies or this package.
  var isTaskLocal: Bool { isDependencyValues(member: "$_current") }

  /// Whether the access is `DependencyValues.member`, or `Dependencies.DependencyValues.member`
  /// qualified by a module of swift-dependencies or this package.
  func isDependencyValues(member: String) -> Bool {
    guard declName.baseName.text == member else { return false }
    if base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "DependencyValues" { return true }
    guard let qualified = base?.as(MemberAccessExprSyntax.self),
      qualified.declName.isNamed("DependencyValues"),
      let module = qualified.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
    else { return false }
    return ModuleNames.related.contains(module)
  }
}
