import SwiftParser
import SwiftSyntax

/// swift-issue-reporting's `isTesting`, which swift-dependencies re-exported, in this package's
/// spelling.
///
/// Finds a bare `isTesting` where it is that one (``SourceFacts/rewritesIsTesting``: the file
/// imports swift-dependencies and not swift-issue-reporting; and no declaration of the file
/// that it sees there, a property of a type around it, a parameter, a local, takes the name)
/// and `Dependencies.isTesting` in a file that imports swift-dependencies, each as the file
/// spells it before any rename.
///
/// Rewrites each to `DependencyContext.process == .test`, parenthesised except where it
/// stands alone (a condition, an initializer, an argument, a returned value), so that
/// `!isTesting` keeps its meaning.
///
/// Leaves nothing by hand.
struct IsTestingMigration: SourceFileMigration {
  /// The name the migration replaces.
  static let name = "isTesting"
  /// What it becomes.
  private static let replacement = "DependencyContext.process == .test"

  let facts: SourceFacts

  /// A bare `isTesting`: not a member (`x.isTesting`), a key path's component, a call with
  /// labels or a name the file declares where it stands, which are other names.
  func rename(_ node: DeclReferenceExprSyntax, in renaming: SourceRenaming) -> ExprSyntax? {
    guard facts.rewritesIsTesting, node.isNamed(Self.name), !node.isMemberName,
      !node.seesLocalDeclaration(of: Self.name)
    else {
      return nil
    }
    let replacement = Self.replacement(standingFor: ExprSyntax(node))
    renaming.record(
      node, "isTesting → \(replacement.trimmedDescription): swift-issue-reporting's isTesting")
    return replacement
  }

  /// `Dependencies.isTesting`.
  func rename(_ node: MemberAccessExprSyntax, in renaming: SourceRenaming) -> ExprSyntax? {
    guard facts.importsSwiftDependencies,
      let base = node.base?.as(DeclReferenceExprSyntax.self),
      base.isNamed("Dependencies"), node.declName.isNamed(Self.name)
    else { return nil }
    let replacement = Self.replacement(standingFor: ExprSyntax(node))
    renaming.record(
      node,
      "Dependencies.isTesting → \(replacement.trimmedDescription): swift-issue-reporting's isTesting"
    )
    return replacement
  }

  /// The comparison, in place of `expression`, parenthesised unless it stands alone.
  private static func replacement(standingFor expression: ExprSyntax) -> ExprSyntax {
    let standsAlone =
      expression.parent.map {
        $0.is(ConditionElementSyntax.self) || $0.is(InitializerClauseSyntax.self)
          || $0.is(LabeledExprSyntax.self) || $0.is(ReturnStmtSyntax.self)
      } ?? false
    var parser = Parser(standsAlone ? replacement : "(\(replacement))")
    return ExprSyntax.parse(from: &parser)
      .with(\.leadingTrivia, expression.leadingTrivia)
      .with(\.trailingTrivia, expression.trailingTrivia)
  }
}
