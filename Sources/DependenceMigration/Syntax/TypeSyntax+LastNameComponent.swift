import SwiftSyntax

extension TypeSyntax {
  /// The type's own name, without its module or outer types: `Client` for `Client` and
  /// `Lib.Client`.
  var lastNameComponent: String? {
    self.as(IdentifierTypeSyntax.self)?.name.text ?? self.as(MemberTypeSyntax.self)?.name.text
  }
}
