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
/// Finds too a `static let` or `static var` named `unimplemented` that such a type or extension
/// declares itself (Point-Free's documented `static let unimplemented = Self()`), which the
/// macro's member makes a redeclaration. Removes it, with its lines, where it is `Self()`,
/// `T()` or `.init()` with no arguments: the macro's member is that value.
///
/// Leaves by hand one with another value, to rename.
struct ClientScopeUnimplementedMigration: SourceFileMigration {
  /// The name the macro's member hides.
  static let name = "unimplemented"
  static let ownUnimplemented =
    "`@DependencyClient` here declares `static var unimplemented` (every endpoint unimplemented): rename this one and its uses"

  let facts: SourceFacts

  func edits(inRenamed tree: SourceFileSyntax) -> SourceEdits {
    guard facts.importsSwiftDependencies else { return SourceEdits() }
    let converter = SourceLocationConverter(fileName: "", tree: tree)
    var made = SourceEdits()
    for member in OwnUnimplementedMembers(tree).found {
      guard let client = enclosingClient(of: member), member.fillsItsLines,
        isEveryEndpointUnimplemented(member, client: client)
      else { continue }
      made.append(
        [member.lineRemoval(withDocComments: true)], at: member, in: converter,
        "static unimplemented in \(client) → removed: `@DependencyClient` here declares it, with the same value"
      )
    }
    return made
  }

  func manualSteps(at node: Syntax, in file: ParsedFile) -> [ManualStep] {
    guard facts.importsSwiftDependencies, let member = node.as(MemberBlockItemSyntax.self),
      OwnUnimplementedMembers.isOwnUnimplemented(member), enclosingClient(of: member) != nil
    else {
      return []
    }
    return [file.step(at: member, Self.ownUnimplemented, GuideSection.beforeFirstBuild)]
  }

  /// Whether `member` is `static let unimplemented = Self()`, `= Client()` or `= .init()`.
  private func isEveryEndpointUnimplemented(_ member: MemberBlockItemSyntax, client: String)
    -> Bool
  {
    guard let binding = member.decl.as(VariableDeclSyntax.self)?.bindings.first,
      let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
      call.arguments.isEmpty, call.trailingClosure == nil
    else {
      return false
    }
    let called = call.calledExpression.trimmedDescription
    return ["Self", client, ".init", "Self.init", "\(client).init"].contains(called)
  }

  func rename(_ node: DeclReferenceExprSyntax, in renaming: SourceRenaming) -> ExprSyntax? {
    guard facts.importsSwiftDependencies, node.isNamed(Self.name), !node.isMemberName,
      node.isCalledName, let client = enclosingClient(of: node)
    else {
      return nil
    }
    renaming.record(
      node,
      "unimplemented(…) → Dependence.unimplemented(…): inside \(client), whose macro here declares a member of that name"
    )
    return node.qualified(by: "Dependence")
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
