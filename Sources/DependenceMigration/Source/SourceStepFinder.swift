import SwiftSyntax

/// The manual-steps stage: one walk of the migrated file that offers each node to the
/// migrations, in their order (see ``SourceFileMigration``), then asks each for the steps of the
/// file as a whole.
///
/// A step found at two nodes is listed once. The children of an import are not walked.
final class SourceStepFinder: SyntaxVisitor {
  private let file: ParsedFile
  private let migrations: [any SourceFileMigration]
  private var found: [ManualStep] = []

  /// The steps `migrations` leave in `file`, the migrated file, with its lines: those found node
  /// by node in the order of the file, then those of the file as a whole.
  static func steps(in file: ParsedFile, migrations: [any SourceFileMigration]) -> [ManualStep] {
    let finder = SourceStepFinder(file, migrations: migrations)
    finder.walk(file.tree)
    return finder.found + migrations.flatMap { $0.manualSteps(in: file) }
  }

  private init(_ file: ParsedFile, migrations: [any SourceFileMigration]) {
    self.file = file
    self.migrations = migrations
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    add { $0.manualSteps(at: node, in: file) }
    return .skipChildren
  }

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    add { $0.manualSteps(at: node, in: file) }
  }

  override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
    add { $0.manualSteps(at: node, in: file) }
  }

  override func visit(_ node: GenericSpecializationExprSyntax) -> SyntaxVisitorContinueKind {
    add { $0.manualSteps(at: node, in: file) }
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    add { $0.manualSteps(at: node, in: file) }
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    add { $0.manualSteps(at: node, in: file) }
  }

  override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind {
    add { $0.manualSteps(at: node, in: file) }
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    add { $0.manualSteps(at: node, in: file) }
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    add { $0.manualSteps(at: node, in: file) }
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    add { $0.manualSteps(at: node, in: file) }
  }

  /// Adds each migration's steps, in the migrations' order, each once; then walks the children.
  @discardableResult
  private func add(_ steps: (any SourceFileMigration) -> [ManualStep]) -> SyntaxVisitorContinueKind
  {
    for migration in migrations {
      for step in steps(migration) where !found.contains(step) {
        found.append(step)
      }
    }
    return .visitChildren
  }
}
