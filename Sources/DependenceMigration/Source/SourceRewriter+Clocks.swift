import SwiftSyntax

extension SourceRewriter {
  /// `DependenceTesting.TestClock<Duration>` → `DependenceTesting.TestClock`, for a qualified
  /// clock of this package.
  func withoutDuration(_ type: TypeSyntax) -> TypeSyntax {
    guard let member = type.as(MemberTypeSyntax.self),
      let base = member.baseType.as(IdentifierTypeSyntax.self),
      ModuleNames.dependence.contains(base.name.text),
      ModuleNames.genericClocks.contains(member.name.text),
      let clause = member.genericArgumentClause, clause.isDuration
    else {
      return type
    }
    record(member, "\(member.trimmedDescription) → \(base.name.text).\(member.name.text)")
    let name = member.name.with(
      \.trailingTrivia, member.name.trailingTrivia + clause.trailingTrivia)
    return TypeSyntax(member.with(\.genericArgumentClause, nil).with(\.name, name))
  }

  /// `TestClock<Duration>` as a type → `TestClock`; `nil` for another type.
  func clockWithoutDuration(_ node: IdentifierTypeSyntax) -> TypeSyntax? {
    guard ModuleNames.genericClocks.contains(node.name.text),
      let clause = node.genericArgumentClause, clause.isDuration
    else {
      return nil
    }
    record(node, "\(node.trimmedDescription) → \(node.name.text)")
    let name = node.name.with(\.trailingTrivia, node.name.trailingTrivia + clause.trailingTrivia)
    return TypeSyntax(node.with(\.genericArgumentClause, nil).with(\.name, name))
  }

  /// `TestClock<Duration>` in an expression (`TestClock<Duration>()`) → `TestClock`; `nil` for
  /// another specialization.
  func clockWithoutDuration(_ node: GenericSpecializationExprSyntax) -> ExprSyntax? {
    guard let reference = node.expression.as(DeclReferenceExprSyntax.self),
      reference.argumentNames == nil,
      ModuleNames.genericClocks.contains(reference.baseName.text),
      node.genericArgumentClause.isDuration
    else {
      return nil
    }
    record(node, "\(node.trimmedDescription) → \(reference.baseName.text)")
    return ExprSyntax(
      reference.with(
        \.trailingTrivia, reference.trailingTrivia + node.genericArgumentClause.trailingTrivia)
    )
  }
}
