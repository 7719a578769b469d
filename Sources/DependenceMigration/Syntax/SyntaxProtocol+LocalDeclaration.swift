import SwiftSyntax

extension SyntaxProtocol {
  /// Whether a bare `name` here means a value the file declares rather than a module's global:
  /// a parameter or binding of a function, closure, `if`, `for`, `catch` or `case` around this
  /// node, a variable or function declared before it in a block around it (a `guard let`
  /// included), a member of a type or extension around it or of the file's other declarations
  /// of that type, or one of the file's top-level declarations.
  ///
  /// A member declared in another file is not seen: the migration's build proof finds that.
  func seesLocalDeclaration(of name: String) -> Bool {
    var child = Syntax(self)
    while let parent = child.parent {
      if Self.declares(name, in: parent, before: child) { return true }
      child = parent
    }
    return false
  }

  /// Whether `scope` declares `name` where `child`, one of its children, sees it.
  private static func declares(_ name: String, in scope: Syntax, before child: Syntax) -> Bool {
    if let group = scope.asProtocol((any DeclGroupSyntax).self) {
      return sameTypeGroups(as: group).contains { declaresMember(name, in: $0) }
    }
    if let items = scope.as(CodeBlockItemListSyntax.self) {
      let topLevel = items.parent?.is(SourceFileSyntax.self) == true
      for item in items {
        if !topLevel, item.id == child.id { return false }
        if declaresValue(name, in: Syntax(item.item)) { return true }
      }
      return false
    }
    switch scope.as(SyntaxEnum.self) {
    case .functionDecl(let function):
      return child.id == function.body?.id
        && function.signature.parameterClause.parameters.contains { names($0, name) }
    case .initializerDecl(let initializer):
      return child.id == initializer.body?.id
        && initializer.signature.parameterClause.parameters.contains { names($0, name) }
    case .closureExpr(let closure):
      return child.id == closure.statements.id
        && closure.signature.map { binds(name, in: $0) } == true
    case .ifExpr(let ifExpression):
      return child.id == ifExpression.body.id && binds(name, in: ifExpression.conditions)
    case .whileStmt(let loop):
      return child.id == loop.body.id && binds(name, in: loop.conditions)
    case .forStmt(let loop):
      return child.id == loop.body.id && binds(name, in: loop.pattern)
    case .catchClause(let clause):
      return child.id == clause.body.id && binds(name, in: clause.catchItems)
    case .switchCase(let switchCase):
      return child.id == switchCase.statements.id && binds(name, in: switchCase.label)
    default:
      return false
    }
  }

  /// `group` and the file's other declarations and extensions of the same type.
  private static func sameTypeGroups(as group: some DeclGroupSyntax) -> [any DeclGroupSyntax] {
    guard let name = typeName(of: group),
      let file = group.root.as(SourceFileSyntax.self)
    else {
      return [group]
    }
    return TypeDeclGroups(file).found.filter { typeName(of: $0) == name }
  }

  private static func typeName(of group: some DeclGroupSyntax) -> String? {
    switch Syntax(group).as(SyntaxEnum.self) {
    case .structDecl(let type): type.name.text
    case .classDecl(let type): type.name.text
    case .enumDecl(let type): type.name.text
    case .actorDecl(let type): type.name.text
    case .protocolDecl(let type): type.name.text
    case .extensionDecl(let type): type.extendedType.trimmedDescription
    default: nil
    }
  }

  private static func declaresMember(_ name: String, in group: some DeclGroupSyntax) -> Bool {
    group.memberBlock.members.contains { member in
      if let cases = member.decl.as(EnumCaseDeclSyntax.self) {
        return cases.elements.contains { $0.name.text == name }
      }
      return declaresValue(name, in: Syntax(member.decl))
    }
  }

  /// Whether `item`, a block's statement or a type's member, declares the value `name`.
  private static func declaresValue(_ name: String, in item: Syntax) -> Bool {
    if let variable = item.as(VariableDeclSyntax.self) {
      return variable.bindings.contains { binds(name, in: $0.pattern) }
    }
    if let function = item.as(FunctionDeclSyntax.self) { return function.name.text == name }
    if let guardStatement = item.as(GuardStmtSyntax.self) {
      return binds(name, in: guardStatement.conditions)
    }
    return false
  }

  private static func names(_ parameter: FunctionParameterSyntax, _ name: String) -> Bool {
    (parameter.secondName ?? parameter.firstName).text == name
  }

  /// Whether `node` binds `name`: a pattern, a condition's `let`, a closure's parameter.
  private static func binds(_ name: String, in node: some SyntaxProtocol) -> Bool {
    BoundNames(node).names.contains(name)
  }
}

/// The names a pattern, a condition list or a closure's signature binds.
private final class BoundNames: WalkingVisitor {
  private(set) var names: Set<String> = []

  override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
    names.insert(node.identifier.text)
    return .skipChildren
  }

  override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
    names.insert(node.name.text)
    return .skipChildren
  }

  override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
    names.insert((node.secondName ?? node.firstName).text)
    return .skipChildren
  }

  /// An `if let`'s value is the condition's pattern; what it is bound to is no binding.
  override func visit(_ node: InitializerClauseSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }

  /// A closure in a condition binds its names for itself only.
  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }
}

/// The type declarations and extensions of a file, nested ones included.
private final class TypeDeclGroups: WalkingVisitor {
  private(set) var found: [any DeclGroupSyntax] = []

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { add(node) }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { add(node) }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { add(node) }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { add(node) }
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { add(node) }
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { add(node) }

  private func add(_ group: some DeclGroupSyntax) -> SyntaxVisitorContinueKind {
    found.append(group)
    return .visitChildren
  }
}
