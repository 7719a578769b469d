import SwiftSyntax

/// Moves one Swift source file from swift-dependencies and swift-clocks to this package.
///
/// The rewrites are the ones with a single certain answer: the imports (sorted again where they
/// were sorted), the generic spelling of the clocks, the arguments of `@DependencyEntry`, and
/// `await withMainSerialExecutor { }` in a test, which becomes `withDeterministicScheduling { }`.
/// What needs a person's judgement is left as it is and listed in ``FileMigration/leftByHand``
/// with the section of the guide "Migrating from swift-dependencies" that explains it. Comments
/// and whitespace stay as they are, and migrating a migrated file changes nothing.
///
/// swift-dependencies re-exported swift-concurrency-extras and this package does not: a file
/// that imported swift-dependencies and uses one of that package's names gets
/// `import ConcurrencyExtras` after its last import of this package, and
/// ``FileMigration/needsConcurrencyExtras`` tells the manifest migration its target needs the
/// product.
public enum SourceMigration {
  /// Migrates the text of one Swift file.
  ///
  /// - Parameters:
  ///   - source: The file's text.
  ///   - isTest: Whether the file belongs to a test target, where `import Clocks` becomes
  ///     `import DependenceTesting`.
  ///   - dependencyClients: The `@DependencyClient` types the rest of the package declares, by
  ///     name (the file's own are found here): the test value `T()` of such a type becomes
  ///     `.unimplemented` in a rewritten `@DependencyEntry`.
  /// - Returns: The migrated file, or the first syntax error of a file that does not parse,
  ///   which is left alone.
  public static func migrate(
    _ source: String, isTest: Bool, dependencyClients: Set<String> = []
  ) -> Result<FileMigration, UnparsableFile> {
    let file: ParsedFile
    switch ParsedFile.parse(source) {
    case .success(let parsed): file = parsed
    case .failure(let error): return .failure(error)
    }
    let imported = ImportedModules(file.tree).modules
    let rewriter = SourceRewriter(
      file: file, isTest: isTest,
      importsSwiftDependencies: !imported.isDisjoint(with: ModuleNames.swiftDependencies),
      importsTesting: isTest
        && !imported.isDisjoint(with: ["DependenciesTestSupport", "Clocks", "DependenceTesting"]),
      dependencyClients: dependencyClients.union(DependencyClients(file.tree).names))
    var rewritten = rewriter.rewrite(file.tree).cast(SourceFileSyntax.self)
    var changes = rewriter.changes

    let deduplication = ImportDeduplication(original: file.tree, rewritten: rewritten)
    if !deduplication.redundant.isEmpty {
      let statements = Array(file.tree.statements)
      for (index, description) in deduplication.descriptions {
        let line = file.line(of: statements[index])
        changes.removeAll { $0.line == line }
        changes.append(Change(line: line, description: description))
      }
      rewritten = rewritten.removingStatementLines(at: deduplication.redundant)
    }

    let needsConcurrencyExtras =
      !imported.isDisjoint(with: ModuleNames.swiftDependencies)
      && !imported.contains(ModuleNames.concurrencyExtras) && ConcurrencyExtrasUses(rewritten).found
    var addedConcurrencyExtras = false
    if needsConcurrencyExtras, let index = rewritten.lastDependenceImport,
      let added = rewritten.insertingImport(ModuleNames.concurrencyExtras, after: index)
    {
      let kept = Array(file.tree.statements).enumerated().filter {
        !deduplication.redundant.contains($0.offset)
      }
      let anchor = kept[index].element
      rewritten = added
      addedConcurrencyExtras = true
      changes.append(
        Change(
          line: file.line(of: anchor),
          description: "added import ConcurrencyExtras: swift-dependencies re-exported it"))
    }

    for line in rewritten.unsortedImportRuns(likeSorted: file.tree) {
      changes.append(
        Change(line: line, description: "imports sorted again: the renames left them out of order"))
    }
    rewritten = rewritten.sortingImports(likeSorted: file.tree)

    let text = rewritten.description
    guard case .success(let migrated) = ParsedFile.parse(text) else {
      return .failure(UnparsableFile(message: "line 1: the migration would not parse; left alone"))
    }
    let finder = SourceManualSteps(
      file: migrated, isTest: isTest, imported: imported,
      addedConcurrencyExtras: addedConcurrencyExtras)
    finder.walk(migrated.tree)
    var steps = finder.steps
    if needsConcurrencyExtras, !addedConcurrencyExtras {
      let line = migrated.tree.lastDependenceImport.map {
        migrated.line(of: Array(migrated.tree.statements)[$0])
      }
      steps.append(
        ManualStep(
          line: line ?? 1,
          what:
            "add `import ConcurrencyExtras` beside the dependence imports: swift-dependencies re-exported it",
          section: GuideSection.imports))
    }
    return .success(
      FileMigration(
        text: text,
        changes: changes.sortedByLine(\.line),
        leftByHand: steps.sortedByLine(\.line),
        needsConcurrencyExtras: (needsConcurrencyExtras && !addedConcurrencyExtras)
          || ImportedModules(migrated.tree).modules.contains(ModuleNames.concurrencyExtras)))
  }
}
