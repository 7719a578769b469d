import SwiftSyntax

extension InheritedTypeSyntax {
  /// The name of the protocol, without attributes such as `@retroactive` or a module:
  /// `CaseIterable` for `@retroactive Swift.CaseIterable`.
  var protocolName: String {
    var type = self.type
    if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
    if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
    return type.as(IdentifierTypeSyntax.self)?.name.text ?? ""
  }
}
