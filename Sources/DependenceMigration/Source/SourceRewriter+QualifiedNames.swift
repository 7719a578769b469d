import SwiftSyntax

extension SourceRewriter {
  /// `Dependencies.DependencyValues` as a type, in an attribute (`@Dependencies.Dependency`) or
  /// a key path's root.
  func renamedQualifiedType(_ node: MemberTypeSyntax) -> TypeSyntax {
    guard let base = node.baseType.as(IdentifierTypeSyntax.self),
      base.genericArgumentClause == nil,
      case .rename(let module)? = qualifiedNames.outcome(
        module: base.name.text, name: node.name.text)
    else {
      return withoutDuration(super.visit(node))
    }
    record(node, "\(base.name.text).\(node.name.text) → \(module).\(node.name.text)")
    let renamedBase = base.with(\.name, base.name.with(\.tokenKind, .identifier(module)))
    let visited = super.visit(node).cast(MemberTypeSyntax.self)
    return withoutDuration(TypeSyntax(visited.with(\.baseType, TypeSyntax(renamedBase))))
  }

  /// `\Dependencies.DependencyValues.x`, whose root the parser reads as `Dependencies` and its
  /// first component as `.DependencyValues`; `nil` for another key path.
  func renamedQualifiedRoot(_ node: KeyPathExprSyntax) -> ExprSyntax? {
    guard let (root, name) = node.qualifiedRoot,
      case .rename(let module)? = qualifiedNames.outcome(module: root.name.text, name: name)
    else {
      return nil
    }
    record(node, "\(root.name.text).\(name) → \(module).\(name)")
    let renamedRoot = root.with(\.name, root.name.with(\.tokenKind, .identifier(module)))
    let visited = super.visit(node).cast(KeyPathExprSyntax.self)
    return ExprSyntax(visited.with(\.root, TypeSyntax(renamedRoot)))
  }

  /// `Dependencies.withDependencies { }` and other qualified names in expressions; `nil` for
  /// another member.
  func renamedQualifiedMember(_ node: MemberAccessExprSyntax) -> ExprSyntax? {
    guard let base = node.base?.as(DeclReferenceExprSyntax.self), base.argumentNames == nil,
      case .rename(let module)? = qualifiedNames.outcome(
        module: base.baseName.text, name: node.declName.baseName.text)
    else {
      return nil
    }
    let name = node.declName.baseName.text
    record(node, "\(base.baseName.text).\(name) → \(module).\(name)")
    let renamedBase = base.with(\.baseName, base.baseName.with(\.tokenKind, .identifier(module)))
    let visited = super.visit(node).cast(MemberAccessExprSyntax.self)
    return ExprSyntax(visited.with(\.base, ExprSyntax(renamedBase)))
  }
}
