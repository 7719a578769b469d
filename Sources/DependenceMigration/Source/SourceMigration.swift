import SwiftParser
import SwiftSyntax

/// Moves one Swift source file from swift-dependencies and swift-clocks to this package.
///
/// The rewrites are the ones with a single certain answer: the imports, at the top level and in
/// `#if` blocks with their `canImport` conditions (sorted again where they were sorted), the
/// module-qualified names (`Dependencies.DependencyValues`), the generic spelling of the clocks,
/// the arguments of `@DependencyEntry`, `await withMainSerialExecutor { }` in a test, which
/// becomes `withDeterministicScheduling { }`, and what this package already declares: a
/// `Dependency.init(_:as:)` helper of the same shape, a retroactive conformance it declares.
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
  ///     `import DependenceTesting`; elsewhere it does where the file names `TestClock` or
  ///     `ImmediateClock` (``TestingClockUses``), and becomes `import Dependence` otherwise.
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
    let declared = DeclaredNames(file.tree).names
    let clocksModule = TestingClockUses.module(for: file.tree, isTest: isTest)
    let testingModules: Set<String> = ["DependenciesTestSupport", "Clocks", "DependenceTesting"]
    // `Dependencies` re-exported swift-clocks: a file that reached `TestClock` through it alone
    // imports `DependenceTesting` instead, which re-exports `Dependence`.
    let dependenciesBecomesTesting =
      imported.contains("Dependencies") && imported.isDisjoint(with: testingModules)
      && TestingClockUses.needsTesting(in: file.tree, isTest: isTest)
    let dependenciesModule = dependenciesBecomesTesting ? "DependenceTesting" : "Dependence"
    let qualifiedNames = QualifiedNameResolver(
      imported: imported, clocksModule: clocksModule, dependenciesModule: dependenciesModule,
      declared: declared)
    let importsTesting =
      isTest && (!imported.isDisjoint(with: testingModules) || dependenciesBecomesTesting)
    let importsSwiftDependencies = !imported.isDisjoint(with: ModuleNames.swiftDependencies)
    let rewriter = SourceRewriter(
      file: file, isTest: isTest, clocksModule: clocksModule,
      dependenciesModule: dependenciesModule,
      importsSwiftDependencies: importsSwiftDependencies, importsTesting: importsTesting,
      rewritesIsTesting: importsSwiftDependencies
        && !imported.contains(ModuleNames.issueReporting)
        && !declared.contains(IsTestingRewrite.name),
      dependencyClients: dependencyClients.union(DependencyClients(file.tree).names),
      imported: imported, qualifiedNames: qualifiedNames)
    let renamed = rewriter.rewrite(file.tree).cast(SourceFileSyntax.self)
    var changes = rewriter.changes

    let deduplication = ImportDeduplication(original: file.tree, rewritten: renamed)
    let originalScopes = ImportScope.scopes(of: file.tree)
    let renamedScopes = ImportScope.scopes(of: renamed)
    for removal in deduplication.removals {
      let line = file.line(of: originalScopes[removal.scope].items[removal.index])
      changes.removeAll { $0.line == line }
      changes.append(Change(line: line, description: removal.description))
    }
    var edits = deduplication.removals.map {
      renamedScopes[$0.scope].items[$0.index].lineRemoval()
    }
    if !imported.isDisjoint(with: ModuleNames.related) {
      let redundant = RedundantDeclarations(
        renamed,
        removesCastHelpers: importsTesting
          || !imported.isDisjoint(with: ["DependenciesTestSupport", "DependenceTesting"])
          || (imported.contains(ModuleNames.clocks) && clocksModule == "DependenceTesting"))
      edits += redundant.edits
      changes += redundant.changes
    }
    // A test that advances swift-clocks' clock relied on its yields: deterministic scheduling
    // stands in for them.
    let advancesTestClocks = importsTesting && TestingClockUses.needsTesting(in: file.tree)
    if advancesTestClocks {
      let advancing = DeterministicSchedulingTrait(renamed)
      edits += advancing.edits
      changes += advancing.changes
    }
    let usedDependencyClient = !imported.isDisjoint(with: ["Dependencies", "DependenciesMacros"])
    if usedDependencyClient {
      let methods = DependencyClientMethods(renamed)
      edits += methods.edits
      changes += methods.changes
    }
    var tree = Parser.parse(source: TextEdit.apply(edits, to: renamed.description))

    let needsConcurrencyExtras =
      !imported.isDisjoint(with: ModuleNames.swiftDependencies)
      && !imported.contains(ModuleNames.concurrencyExtras) && ConcurrencyExtrasUses(tree).found
    var addedConcurrencyExtras = false
    if needsConcurrencyExtras {
      let scopes = ImportScope.scopes(of: tree)
      let anchors = tree.dependenceImportAnchors
      let insertions = anchors.compactMap {
        scopes[$0.scope].items[$0.index].importInsertion(ModuleNames.concurrencyExtras)
      }
      if !anchors.isEmpty, insertions.count == anchors.count {
        for anchor in anchors {
          let kept = originalScopes[anchor.scope].items.indices.filter { index in
            !deduplication.removals.contains { $0.scope == anchor.scope && $0.index == index }
          }
          changes.append(
            Change(
              line: file.line(of: originalScopes[anchor.scope].items[kept[anchor.index]]),
              description: "added import ConcurrencyExtras: swift-dependencies re-exported it"))
        }
        tree = Parser.parse(source: TextEdit.apply(insertions, to: tree.description))
        addedConcurrencyExtras = true
      }
    }

    let sorting = tree.importSorting(likeSorted: file.tree)
    for line in sorting.lines {
      changes.append(
        Change(line: line, description: "imports sorted again: the renames left them out of order"))
    }

    let text = TextEdit.apply(sorting.edits, to: tree.description)
    guard case .success(let migrated) = ParsedFile.parse(text) else {
      return .failure(.migrationDefect(in: text))
    }
    let finder = SourceManualSteps(
      file: migrated, imported: imported,
      addedConcurrencyExtras: addedConcurrencyExtras)
    finder.walk(migrated.tree)
    let qualified = QualifiedNameSteps(file: migrated, qualifiedNames: qualifiedNames)
    qualified.walk(migrated.tree)
    var steps = finder.steps + qualified.steps
    if advancesTestClocks { steps += DeterministicSchedulingTrait(migrated.tree).steps }
    if usedDependencyClient {
      steps += DependencyClientMethods(migrated.tree).unwritten.map {
        ManualStep(
          line: migrated.line(of: $0.property), what: $0.what, section: GuideSection.oneLine)
      }
    }
    if needsConcurrencyExtras, !addedConcurrencyExtras {
      let scopes = ImportScope.scopes(of: migrated.tree)
      let line = migrated.tree.dependenceImportAnchors.first.map {
        migrated.line(of: scopes[$0.scope].items[$0.index])
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
          || ImportedModules(migrated.tree).modules.contains(ModuleNames.concurrencyExtras),
        importsTesting: ImportedModules(migrated.tree).modules.contains("DependenceTesting")))
  }
}
