import SwiftSyntax

/// One migration of a Swift source file: a spelling of swift-dependencies or swift-clocks that it
/// finds, rewrites where there is one certain answer, and lists for a person where there is not.
///
/// ``SourceMigration`` makes one value of each migration per file, from the file's
/// ``SourceFacts``, and runs them through its stages in the order it lists them:
///
/// 1. Rename, on the original tree: ``SourceRenaming`` offers each node to the `rename` hooks in
///    turn, and the first migration that returns a node replaces it; the `renameAfterChildren`
///    hooks then see the node with its children renamed. Each hook records its change with
///    ``SourceRenaming/record(_:_:)``, at the input's line.
/// 2. Edit: ``edits(inRenamed:)`` returns text edits against the renamed tree; they are made
///    together, and the file is parsed again. ``edits(inEdited:)`` then returns edits against
///    that file, made together before the imports are sorted again.
/// 3. Manual steps, on the migrated file: ``SourceStepFinder`` walks it once and offers each node
///    to ``manualSteps(at:in:)`` of each migration in turn; ``manualSteps(in:)`` then adds what a migration
///    finds in the file as a whole.
///
/// Every hook does nothing by default: a migration implements the ones it needs.
protocol SourceFileMigration {
  /// The replacement of an import of the original tree, or `nil` to leave it to the next one.
  func rename(_ node: ImportDeclSyntax, in renaming: SourceRenaming) -> DeclSyntax?
  /// The replacement of a call, or `nil`.
  func rename(_ node: FunctionCallExprSyntax, in renaming: SourceRenaming) -> ExprSyntax?
  /// The replacement of a member type (`Module.Name`), or `nil`.
  func rename(_ node: MemberTypeSyntax, in renaming: SourceRenaming) -> TypeSyntax?
  /// The replacement of a key path, or `nil`.
  func rename(_ node: KeyPathExprSyntax, in renaming: SourceRenaming) -> ExprSyntax?
  /// The replacement of a member access (`Module.name`), or `nil`.
  func rename(_ node: MemberAccessExprSyntax, in renaming: SourceRenaming) -> ExprSyntax?
  /// The replacement of a bare name in an expression, or `nil`.
  func rename(_ node: DeclReferenceExprSyntax, in renaming: SourceRenaming) -> ExprSyntax?
  /// The replacement of a type named by an identifier, or `nil`.
  func rename(_ node: IdentifierTypeSyntax, in renaming: SourceRenaming) -> TypeSyntax?
  /// The replacement of a generic specialization in an expression, or `nil`.
  func rename(_ node: GenericSpecializationExprSyntax, in renaming: SourceRenaming)
    -> ExprSyntax?
  /// `renamed`, the member type `node` once renamed, rewritten again, or `nil` to keep it.
  func renameAfterChildren(
    _ renamed: TypeSyntax, of node: MemberTypeSyntax, in renaming: SourceRenaming
  ) -> TypeSyntax?
  /// `renamed`, the declaration `node` with its children renamed, rewritten, or `nil` to keep it.
  func renameAfterChildren(
    _ renamed: DeclSyntax, of node: VariableDeclSyntax, in renaming: SourceRenaming
  ) -> DeclSyntax?

  /// The edits to make in `tree`, the renamed file, and the changes they make, at its lines.
  func edits(inRenamed tree: SourceFileSyntax) -> SourceEdits
  /// The edits to make in the file after every edit of ``edits(inRenamed:)``, parsed again.
  func edits(inEdited file: EditedSource) -> SourceEdits

  /// The steps a node of the migrated file leaves: a migration looks only at the kinds of node
  /// it knows (`node.as(FunctionDeclSyntax.self)`). The children of an import are not walked.
  func manualSteps(at node: Syntax, in file: ParsedFile) -> [ManualStep]
  /// The steps the migrated file leaves as a whole, after those found node by node.
  func manualSteps(in file: ParsedFile) -> [ManualStep]
}
