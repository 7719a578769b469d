import SwiftSyntax

/// The manual-steps stage: one walk of the migrated file that offers each node to the
/// migrations, in their order (see ``SourceFileMigration``), then asks each for the steps of the
/// file as a whole.
///
/// A step found at two nodes is listed once. The children of an import are not walked.
final class SourceStepFinder: SyntaxAnyVisitor {
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

  override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
    for migration in migrations {
      for step in migration.manualSteps(at: node, in: file) where !found.contains(step) {
        found.append(step)
      }
    }
    return node.is(ImportDeclSyntax.self) ? .skipChildren : .visitChildren
  }
}
