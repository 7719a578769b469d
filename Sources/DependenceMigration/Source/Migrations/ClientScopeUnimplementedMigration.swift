import SwiftSyntax

/// swift-issue-reporting's `unimplemented(…)`, called inside a `@DependencyClient` type or an
/// extension of one, where this package's macro declares a member named `unimplemented` that
/// hides the function (the build failed: "use of 'unimplemented' refers to instance method
/// rather than global function").
///
/// Finds a bare `unimplemented(…)` call whose enclosing type, or an enclosing type of that, is
/// one of the package's `@DependencyClient` types (``SourceFacts/dependencyClients``), in a
/// file that imports swift-dependencies: `static let testValue = Self(pull:
/// unimplemented("Client.pull", placeholder: []))` in `extension Client: TestDependencyKey`.
///
/// Rewrites it to `Dependence.unimplemented(…)`, the same function here: in closure position it
/// returns a closure that reports when called, as swift-issue-reporting's did.
///
/// Leaves nothing by hand.
struct ClientScopeUnimplementedMigration: SourceFileMigration {
  /// The name the macro's member hides.
  static let name = "unimplemented"

  let facts: SourceFacts

  func rename(_ node: DeclReferenceExprSyntax, in renaming: SourceRenaming) -> ExprSyntax? {
    guard facts.importsSwiftDependencies, node.isNamed(Self.name), !node.isMemberName,
      node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id,
      let client = enclosingClient(of: node)
    else {
      return nil
    }
    renaming.record(
      node,
      "unimplemented(…) → Dependence.unimplemented(…): inside \(client), whose macro here declares a member of that name"
    )
    let qualified = MemberAccessExprSyntax(
      base: DeclReferenceExprSyntax(baseName: .identifier("Dependence")),
      name: .identifier(Self.name))
    return ExprSyntax(
      qualified.with(\.leadingTrivia, node.leadingTrivia)
        .with(\.trailingTrivia, node.trailingTrivia))
  }

  /// The first `@DependencyClient` type of the package that `node` is inside, declared or
  /// extended there, by name.
  private func enclosingClient(of node: some SyntaxProtocol) -> String? {
    var scope = node.parent
    while let current = scope {
      let name =
        current.as(StructDeclSyntax.self)?.name.text
        ?? current.as(ExtensionDeclSyntax.self)?.extendedType.lastNameComponent
      if let name, facts.dependencyClients.contains(name) { return name }
      scope = current.parent
    }
    return nil
  }
}

extension TypeSyntax {
  /// The type's own name, without its module or outer types: `Client` for `Client` and
  /// `Lib.Client`.
  fileprivate var lastNameComponent: String? {
    self.as(IdentifierTypeSyntax.self)?.name.text ?? self.as(MemberTypeSyntax.self)?.name.text
  }
}
