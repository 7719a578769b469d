import SwiftSyntax

extension GenericArgumentClauseSyntax {
  /// Whether the clause is `<Duration>` or `<Swift.Duration>`.
  var isDuration: Bool {
    guard arguments.count == 1, case .type(let type) = arguments.first?.argument else {
      return false
    }
    if let identifier = type.as(IdentifierTypeSyntax.self) {
      return identifier.name.text == "Duration" && identifier.genericArgumentClause == nil
    }
    if let member = type.as(MemberTypeSyntax.self),
      let base = member.baseType.as(IdentifierTypeSyntax.self)
    {
      return base.name.text == "Swift" && base.genericArgumentClause == nil
        && member.name.text == "Duration" && member.genericArgumentClause == nil
    }
    return false
  }
}
