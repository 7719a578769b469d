import SwiftSyntax

/// A call to one of swift-dependencies' deprecated spellings that older code still uses, which
/// this package does not have, with its replacement:
///
/// ```swift
/// DependencyValues.withValue(\.date.now, now) { … }       // → withDependencies { $0.date.now = now } operation: { … }
/// DependencyValues.withValues { … } operation: { … }     // → withDependencies { … } operation: { … }
/// DependencyValues.withTestValues { … } assert: { … }    // → withDependencies { … } operation: { … }
/// AsyncStream<Int>.streamWithContinuation()               // → AsyncStream<Int>.makeStream()
/// ```
///
/// Each replacement is what the deprecated function called or was renamed to, so it means the
/// same. A call of another shape (more arguments than these take) is left as it is.
struct DeprecatedCall {
  /// The call that replaces it.
  let replacement: ExprSyntax
  /// What the rewrite says it did.
  let change: String
  /// Whether the replacement drops the called expression, base and all (`withDependencies` for
  /// `Dependencies.DependencyValues.withValues`), where `makeStream` keeps its base.
  let replacesName: Bool

  /// Reads `call`, whose children are already renamed; `nil` unless it is of a known shape.
  init?(_ call: FunctionCallExprSyntax) {
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
    let made: (ExprSyntax, String)? =
      switch member.declName.baseName.text {
      case "withValue" where member.isDependencyValues(member: "withValue"):
        Self.withValue(call)
      case "withValues" where member.isDependencyValues(member: "withValues"):
        Self.renamed(call, label: nil).map {
          ($0, "DependencyValues.withValues → withDependencies: deprecated there, absent here")
        }
      case "withTestValues" where member.isDependencyValues(member: "withTestValues"):
        Self.renamed(call, label: "assert").map {
          (
            $0,
            "DependencyValues.withTestValues(…, assert:) → withDependencies(…, operation:): deprecated there, absent here"
          )
        }
      case "streamWithContinuation": Self.makeStream(call, member: member)
      default: nil
      }
    guard let (expression, change) = made else { return nil }
    replacesName = member.declName.baseName.text != "streamWithContinuation"
    replacement = expression.with(\.leadingTrivia, call.leadingTrivia)
      .with(\.trailingTrivia, call.trailingTrivia)
    self.change = change
  }

  /// `DependencyValues.withValue(keyPath, value) { … }` as `withDependencies`, assigning the
  /// value through the key path (`$0.date.now = …` for a literal one).
  private static func withValue(_ call: FunctionCallExprSyntax) -> (ExprSyntax, String)? {
    let arguments = Array(call.arguments)
    guard call.additionalTrailingClosures.isEmpty, arguments.count >= 2,
      arguments[0].label == nil, arguments[1].label == nil
    else { return nil }
    let operation: ExprSyntax
    switch (arguments.count, call.trailingClosure) {
    case (2, let closure?): operation = ExprSyntax(closure)
    case (3, nil) where arguments[2].label?.text == "operation": operation = arguments[2].expression
    default: return nil
    }
    let keyPath = arguments[0].expression
    let value = arguments[1].expression.trimmedDescription
    let target: String
    if let literal = keyPath.as(KeyPathExprSyntax.self), literal.root == nil,
      literal.components.allSatisfy({ $0.component.is(KeyPathPropertyComponentSyntax.self) })
    {
      target = "$0" + literal.components.map(\.trimmedDescription).joined()
    } else {
      target = "$0[keyPath: \(keyPath.trimmedDescription)]"
    }
    let update = "{ \(target) = \(value) }"
    // An operation that is not a closure literal cannot trail.
    let text =
      operation.is(ClosureExprSyntax.self)
      ? "withDependencies \(update) operation: \(operation.trimmedDescription)"
      : "withDependencies(\(update), operation: \(operation.trimmedDescription))"
    return ExprSyntax.parsing(text).map {
      (
        $0,
        "DependencyValues.withValue(…) → withDependencies { \(target) = … }: deprecated there, absent here"
      )
    }
  }

  /// The call with `withDependencies` in place of its name, and `operation:` for `label`.
  private static func renamed(_ call: FunctionCallExprSyntax, label: String?) -> ExprSyntax? {
    let called = call.calledExpression
    var renamed = call.with(
      \.calledExpression,
      ExprSyntax(
        DeclReferenceExprSyntax(baseName: .identifier("withDependencies"))
          .with(\.leadingTrivia, called.leadingTrivia)
          .with(\.trailingTrivia, called.trailingTrivia)))
    guard let label else { return ExprSyntax(renamed) }
    renamed.arguments = LabeledExprListSyntax(
      renamed.arguments.map { argument in
        guard let old = argument.label, old.text == label else { return argument }
        return argument.with(\.label, old.with(\.tokenKind, .identifier("operation")))
      })
    renamed.additionalTrailingClosures = MultipleTrailingClosureElementListSyntax(
      renamed.additionalTrailingClosures.map { closure in
        guard closure.label.text == label else { return closure }
        return closure.with(\.label, closure.label.with(\.tokenKind, .identifier("operation")))
      })
    return ExprSyntax(renamed)
  }

  /// `AsyncStream<T>.streamWithContinuation(T.self)` as the standard library's
  /// `makeStream(of:)`, the name swift-dependencies' deprecation gives.
  private static func makeStream(_ call: FunctionCallExprSyntax, member: MemberAccessExprSyntax)
    -> (ExprSyntax, String)?
  {
    guard let base = member.base?.trimmedDescription,
      base.hasPrefix("AsyncStream") || base.hasPrefix("AsyncThrowingStream")
    else { return nil }
    var renamed = call.with(
      \.calledExpression,
      ExprSyntax(
        member.with(
          \.declName,
          member.declName.with(
            \.baseName, member.declName.baseName.with(\.tokenKind, .identifier("makeStream"))))))
    if var first = renamed.arguments.first, first.label == nil {
      first.label = .identifier("of")
      first.colon = .colonToken(trailingTrivia: .space)
      renamed.arguments = LabeledExprListSyntax([first] + renamed.arguments.dropFirst())
    }
    return (
      ExprSyntax(renamed),
      "streamWithContinuation → makeStream(of:): deprecated there, absent here"
    )
  }
}
