import SwiftSyntax

/// The rename stage: one pass over the original tree that offers each node to the migrations, in
/// their order (see ``SourceFileMigration``), and keeps every byte it does not rewrite.
///
/// The first migration that renames a node replaces it; one that wants the node's children
/// renamed too asks `visitChildren(of:)` for them. Nothing inside an import
/// is renamed but the import itself.
final class SourceRenaming: SyntaxRewriter {
  /// The file being renamed; changes name its lines.
  let file: ParsedFile
  private let migrations: [any SourceFileMigration]
  /// The changes made, in the order the pass made them.
  private(set) var changes: [Change] = []

  init(_ file: ParsedFile, migrations: [any SourceFileMigration]) {
    self.file = file
    self.migrations = migrations
    super.init(viewMode: .sourceAccurate)
  }

  /// Notes a change at the line of `node` in the original file.
  func record(_ node: some SyntaxProtocol, _ description: String) {
    changes.append(Change(line: file.line(of: node), description: description))
  }

  /// `node` with its children renamed.
  func visitChildren(of node: MemberTypeSyntax) -> TypeSyntax { super.visit(node) }
  /// `node` with its children renamed.
  func visitChildren(of node: KeyPathExprSyntax) -> ExprSyntax { super.visit(node) }
  /// `node` with its children renamed.
  func visitChildren(of node: MemberAccessExprSyntax) -> ExprSyntax { super.visit(node) }
  /// `node` with its children renamed.
  func visitChildren(of node: FunctionCallExprSyntax) -> ExprSyntax { super.visit(node) }
  /// `node` with its arguments and closures renamed, and its called expression as written: for
  /// a call whose name a migration replaces whole, so that no change describes the old one.
  func visitArguments(of node: FunctionCallExprSyntax) -> FunctionCallExprSyntax {
    var call = node
    call.arguments = rewrite(node.arguments).cast(LabeledExprListSyntax.self)
    call.trailingClosure = node.trailingClosure.map { rewrite($0).cast(ClosureExprSyntax.self) }
    call.additionalTrailingClosures = rewrite(node.additionalTrailingClosures).cast(
      MultipleTrailingClosureElementListSyntax.self)
    return call
  }

  override func visit(_ node: ImportDeclSyntax) -> DeclSyntax {
    first { $0.rename(node, in: self) } ?? DeclSyntax(node)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
    first { $0.rename(node, in: self) } ?? super.visit(node)
  }

  override func visit(_ node: MemberTypeSyntax) -> TypeSyntax {
    let renamed = first { $0.rename(node, in: self) } ?? super.visit(node)
    return migrations.reduce(renamed) {
      $1.renameAfterChildren($0, of: node, in: self) ?? $0
    }
  }

  override func visit(_ node: KeyPathExprSyntax) -> ExprSyntax {
    first { $0.rename(node, in: self) } ?? super.visit(node)
  }

  override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
    first { $0.rename(node, in: self) } ?? super.visit(node)
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
    first { $0.rename(node, in: self) } ?? super.visit(node)
  }

  override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
    first { $0.rename(node, in: self) } ?? super.visit(node)
  }

  override func visit(_ node: GenericSpecializationExprSyntax) -> ExprSyntax {
    first { $0.rename(node, in: self) } ?? super.visit(node)
  }

  override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
    let renamed = super.visit(node)
    return migrations.reduce(renamed) {
      $1.renameAfterChildren($0, of: node, in: self) ?? $0
    }
  }

  /// The first migration's answer that is not `nil`, in the migrations' order.
  private func first<Renamed>(_ rename: (any SourceFileMigration) -> Renamed?) -> Renamed? {
    for migration in migrations {
      if let renamed = rename(migration) { return renamed }
    }
    return nil
  }
}
