import SwiftSyntax

extension SourceFileMigration {
  func rename(_ node: ImportDeclSyntax, in renaming: SourceRenaming) -> DeclSyntax? { nil }
  func rename(_ node: FunctionCallExprSyntax, in renaming: SourceRenaming) -> ExprSyntax? { nil }
  func rename(_ node: MemberTypeSyntax, in renaming: SourceRenaming) -> TypeSyntax? { nil }
  func rename(_ node: KeyPathExprSyntax, in renaming: SourceRenaming) -> ExprSyntax? { nil }
  func rename(_ node: MemberAccessExprSyntax, in renaming: SourceRenaming) -> ExprSyntax? { nil }
  func rename(_ node: DeclReferenceExprSyntax, in renaming: SourceRenaming) -> ExprSyntax? { nil }
  func rename(_ node: IdentifierTypeSyntax, in renaming: SourceRenaming) -> TypeSyntax? { nil }
  func rename(_ node: GenericSpecializationExprSyntax, in renaming: SourceRenaming)
    -> ExprSyntax?
  { nil }
  func renameAfterChildren(
    _ renamed: TypeSyntax, of node: MemberTypeSyntax, in renaming: SourceRenaming
  ) -> TypeSyntax? { nil }
  func renameAfterChildren(
    _ renamed: DeclSyntax, of node: VariableDeclSyntax, in renaming: SourceRenaming
  ) -> DeclSyntax? { nil }

  func edits(inRenamed tree: SourceFileSyntax) -> SourceEdits { SourceEdits() }
  func edits(inEdited file: EditedSource) -> SourceEdits { SourceEdits() }

  func manualSteps(at node: Syntax, in file: ParsedFile) -> [ManualStep] { [] }
  func manualSteps(in file: ParsedFile) -> [ManualStep] { [] }
}
