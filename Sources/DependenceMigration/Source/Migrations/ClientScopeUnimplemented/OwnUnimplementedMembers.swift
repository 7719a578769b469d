import SwiftSyntax

/// The members named `unimplemented` that are `static` variables, at any depth.
final class OwnUnimplementedMembers: WalkingVisitor {
  private(set) var found: [MemberBlockItemSyntax] = []

  override func visit(_ node: MemberBlockItemSyntax) -> SyntaxVisitorContinueKind {
    if Self.isOwnUnimplemented(node) { found.append(node) }
    return .visitChildren
  }

  /// Whether `member` is `static let unimplemented` or `static var unimplemented`.
  static func isOwnUnimplemented(_ member: MemberBlockItemSyntax) -> Bool {
    guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
      variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
      let pattern = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)
    else {
      return false
    }
    return pattern.identifier.text == ClientScopeUnimplementedMigration.name
  }
}
