import SwiftParser
import SwiftSyntax

/// swift-issue-reporting's `isTesting`, which swift-dependencies re-exported, in this package's
/// spelling: `DependencyValues.current.context == .test`.
///
/// The comparison is parenthesised except where it stands alone (a condition, an initializer,
/// an argument, a returned value), so that `!isTesting` keeps its meaning.
enum IsTestingRewrite {
  /// The name the rewrite replaces.
  static let name = "isTesting"

  /// What `reference` becomes, or `nil` when it is not a bare `isTesting`: a member
  /// (`x.isTesting`), a key path's component or a call with labels is another name.
  static func replacement(for reference: DeclReferenceExprSyntax) -> ExprSyntax? {
    guard reference.baseName.text == name, reference.argumentNames == nil else { return nil }
    if let member = reference.parent?.as(MemberAccessExprSyntax.self),
      member.declName.id == reference.id
    {
      return nil
    }
    if reference.parent?.is(KeyPathPropertyComponentSyntax.self) == true { return nil }
    return replacement(standingFor: ExprSyntax(reference))
  }

  /// What `access` becomes when it is `Dependencies.isTesting`, which swift-dependencies
  /// re-exported from swift-issue-reporting; `nil` for another member.
  static func replacement(for access: MemberAccessExprSyntax) -> ExprSyntax? {
    guard let base = access.base?.as(DeclReferenceExprSyntax.self),
      base.baseName.text == "Dependencies", base.argumentNames == nil,
      access.declName.baseName.text == name, access.declName.argumentNames == nil
    else { return nil }
    return replacement(standingFor: ExprSyntax(access))
  }

  /// The comparison, in place of `expression`, parenthesised unless it stands alone.
  private static func replacement(standingFor expression: ExprSyntax) -> ExprSyntax {
    let standsAlone =
      expression.parent.map {
        $0.is(ConditionElementSyntax.self) || $0.is(InitializerClauseSyntax.self)
          || $0.is(LabeledExprSyntax.self) || $0.is(ReturnStmtSyntax.self)
      } ?? false
    let text = "DependencyValues.current.context == .test"
    var parser = Parser(standsAlone ? text : "(\(text))")
    return ExprSyntax.parse(from: &parser)
      .with(\.leadingTrivia, expression.leadingTrivia)
      .with(\.trailingTrivia, expression.trailingTrivia)
  }
}
