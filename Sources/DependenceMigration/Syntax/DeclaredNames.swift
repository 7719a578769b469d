import SwiftSyntax

/// The names a file declares: its types, functions, enum cases, generic parameters, variables
/// and parameters. A file that declares `Dependencies` means its own by `Dependencies.x`.
final class DeclaredNames: WalkingVisitor {
  private(set) var names: Set<String> = []

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    add(node.name)
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    add(node.name)
  }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    add(node.name)
  }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    add(node.name)
  }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    add(node.name)
  }

  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    add(node.name)
  }

  override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind {
    add(node.name)
  }

  override func visit(_ node: MacroDeclSyntax) -> SyntaxVisitorContinueKind {
    add(node.name)
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    add(node.name)
  }

  override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
    add(node.name)
  }

  override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind {
    add(node.name)
  }

  override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
    add(node.identifier)
  }

  override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
    add(node.secondName ?? node.firstName)
  }

  override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
    add(node.name)
  }

  override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
    add(node.secondName ?? node.firstName)
  }

  private func add(_ name: TokenSyntax) -> SyntaxVisitorContinueKind {
    names.insert(name.identifier?.name ?? name.text)
    return .visitChildren
  }
}
