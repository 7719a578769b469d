import SwiftSyntax

extension ManifestRewriter {
  /// `visited` without the statements and declarations of `node` that only declare
  /// swift-clocks, once no target names its products: `package.dependencies.append(.package(url:
  /// …))` and a helper such as `static let clocks = Package.Dependency.package(url: …)`.
  func removingSwiftClocks(from node: CodeBlockItemListSyntax, visited: CodeBlockItemListSyntax)
    -> CodeBlockItemListSyntax
  {
    guard plan.removesSwiftClocks else { return visited }
    let kept = zip(node, visited).filter { original, _ in
      guard declaresOnlySwiftClocks(original.item) else { return true }
      changes.append(
        Change(line: file.line(of: original), description: "package swift-clocks → removed"))
      return false
    }
    return CodeBlockItemListSyntax(kept.map(\.1))
  }

  /// `visited` without the members of `node` that only declare swift-clocks.
  func removingSwiftClocks(from node: MemberBlockItemListSyntax, visited: MemberBlockItemListSyntax)
    -> MemberBlockItemListSyntax
  {
    guard plan.removesSwiftClocks else { return visited }
    let kept = zip(node, visited).filter { original, _ in
      guard declaresOnlySwiftClocks(Syntax(original.decl)) else { return true }
      changes.append(
        Change(
          line: file.line(of: original),
          description: "package swift-clocks (helper \(original.decl.helperName ?? "")) → removed"))
      return false
    }
    return MemberBlockItemListSyntax(kept.map(\.1))
  }

  /// Whether `node` is a statement or declaration whose only work is declaring swift-clocks.
  private func declaresOnlySwiftClocks(_ node: some SyntaxProtocol) -> Bool {
    let syntax = Syntax(node)
    if let call = syntax.as(FunctionCallExprSyntax.self),
      call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "append",
      call.arguments.count == 1, let argument = call.arguments.first
    {
      return argument.expression.packageIdentity == ManifestNames.swiftClocks
    }
    if let variable = syntax.as(VariableDeclSyntax.self), variable.bindings.count == 1,
      let binding = variable.bindings.first
    {
      let body = binding.initializer?.value ?? binding.accessorBlock.flatMap(\.singleExpression)
      return body?.packageIdentity == ManifestNames.swiftClocks
    }
    return false
  }
}

extension DeclSyntax {
  /// The name a single-binding variable declares.
  fileprivate var helperName: String? {
    self.as(VariableDeclSyntax.self)?.bindings.first?.pattern.trimmedDescription
  }
}

extension AccessorBlockSyntax {
  /// The expression of a getter written as one expression: `{ .package(url: …) }`.
  fileprivate var singleExpression: ExprSyntax? {
    guard case .getter(let items) = accessors, items.count == 1,
      case .expr(let expression)? = items.first?.item
    else {
      return nil
    }
    return expression
  }
}
