import SwiftSyntax

extension IdentifierTypeSyntax {
  /// The type qualified by `module` (`IssueSeverity` → `IssueReporting.IssueSeverity`), with its
  /// generic arguments and trivia.
  func qualified(by module: String) -> TypeSyntax {
    let qualified = MemberTypeSyntax(
      baseType: IdentifierTypeSyntax(name: .identifier(module)), name: name.trimmed,
      genericArgumentClause: genericArgumentClause)
    return TypeSyntax(
      qualified.with(\.leadingTrivia, leadingTrivia).with(\.trailingTrivia, trailingTrivia))
  }
}
