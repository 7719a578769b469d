import SwiftSyntax

extension SourceRewriter {
  /// `isTesting` → `DependencyValues.current.context == .test`; `nil` for another name.
  func rewrittenIsTesting(_ node: DeclReferenceExprSyntax) -> ExprSyntax? {
    guard rewritesIsTesting, let replacement = IsTestingRewrite.replacement(for: node) else {
      return nil
    }
    record(node, "isTesting → \(replacement.trimmedDescription): swift-issue-reporting's isTesting")
    return replacement
  }

  /// `Dependencies.isTesting` → `DependencyValues.current.context == .test`; `nil` for another
  /// member.
  func rewrittenIsTesting(_ node: MemberAccessExprSyntax) -> ExprSyntax? {
    guard importsSwiftDependencies, let replacement = IsTestingRewrite.replacement(for: node)
    else {
      return nil
    }
    record(
      node,
      "Dependencies.isTesting → \(replacement.trimmedDescription): swift-issue-reporting's isTesting"
    )
    return replacement
  }
}
