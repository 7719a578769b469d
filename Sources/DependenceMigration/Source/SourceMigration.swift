import SwiftParser
import SwiftSyntax

/// Moves one Swift source file from swift-dependencies and swift-clocks to this package.
///
/// Each spelling of the replaced packages is one migration (``SourceFileMigration``), listed
/// once below in the order the migrations run. The rewrites are the ones with a single certain
/// answer; what needs a person's judgement is left as it is and listed in
/// ``FileMigration/leftByHand`` with the section of the guide "Migrating from
/// swift-dependencies" that explains it. Comments and whitespace stay as they are, and migrating
/// a migrated file changes nothing.
///
/// The stages, each on the file as the one before left it: the facts of the file
/// (``SourceFacts``); the renames, on its tree (``SourceRenaming``); the removal of the imports
/// the renames made redundant (``ImportDeduplication``); the edits of the renamed file; the
/// edits of the edited file, parsed again; the imports sorted again where the file sorted them;
/// the manual steps of the migrated file (``SourceStepFinder``).
public enum SourceMigration {
  /// The migrations of a file, in the order they run.
  static func migrations(
    _ facts: SourceFacts, concurrencyExtras: ConcurrencyExtrasMigration,
    issueReporting: IssueReportingMigration
  ) -> [any SourceFileMigration] {
    [
      ImportsMigration(facts: facts),
      InvokeTestMigration(facts: facts),
      QualifiedNamesMigration(facts: facts),
      NameClashesMigration(facts: facts),
      ClocksMigration(facts: facts),
      IsTestingMigration(facts: facts),
      ClientScopeUnimplementedMigration(facts: facts),
      MainSerialExecutorMigration(facts: facts),
      DependencyEntryMigration(facts: facts),
      RedundantDeclarationsMigration(facts: facts),
      NonisolatedKeysMigration(facts: facts),
      AssertionConformancesMigration(facts: facts),
      ShouldReportUnimplementedMigration(facts: facts),
      DeterministicSchedulingTraitMigration(facts: facts),
      DependencyClientMethodsMigration(facts: facts),
      concurrencyExtras,
      issueReporting,
      LeftoverAPIsMigration(facts: facts),
      MacroTemplateMigration(facts: facts),
    ]
  }

  /// Migrates the text of one Swift file.
  ///
  /// - Parameters:
  ///   - source: The file's text.
  ///   - isTest: Whether the file belongs to a test target, where `import Clocks` becomes
  ///     `import DependenceTesting`; elsewhere it does where the file names `TestClock`
  ///     (``TestingClockUses``), and becomes `import Dependence` otherwise.
  ///   - dependencyClients: The `@DependencyClient` types the rest of the package declares, by
  ///     name (the file's own are found here): the test value `T()` of such a type becomes
  ///     `.unimplemented` in a rewritten `@DependencyEntry`.
  /// - Returns: The migrated file, or the first syntax error of a file that does not parse,
  ///   which is left alone.
  public static func migrate(
    _ source: String, isTest: Bool, dependencyClients: Set<String> = []
  ) -> Result<FileMigration, UnparsableFile> {
    let tree = Parser.parse(source: source)
    return migrate(
      tree, facts: SourceFacts(tree, isTest: isTest, packageClients: dependencyClients))
  }

  /// Migrates the file `tree`, parsed from its text, whose facts are `facts`.
  static func migrate(_ tree: SourceFileSyntax, facts: SourceFacts)
    -> Result<FileMigration, UnparsableFile>
  {
    let file: ParsedFile
    switch ParsedFile.checked(tree) {
    case .success(let parsed): file = parsed
    case .failure(let error): return .failure(error)
    }
    let concurrencyExtras = ConcurrencyExtrasMigration(facts: facts)
    let issueReporting = IssueReportingMigration(facts: facts)
    let migrations = migrations(
      facts, concurrencyExtras: concurrencyExtras, issueReporting: issueReporting)

    let renaming = SourceRenaming(file, migrations: migrations)
    let renamed = renaming.rewrite(file.tree).cast(SourceFileSyntax.self)
    let deduplication = ImportDeduplication(original: file, rewritten: renamed)
    var changes = deduplication.recorded(in: renaming.changes)
    var edits = deduplication.edits
    for migration in migrations {
      let made = migration.edits(inRenamed: renamed)
      edits += made.edits
      changes += made.changes
    }
    var edited = reparsed(SourceEdit.apply(edits, to: renamed.description), after: file.tree)

    // The edits of the renamed tree add this import where the tests advance a clock of their
    // target (``DeterministicSchedulingTraitMigration``).
    let addedTesting: Set<String> =
      facts.addsTestingImport && ImportedModules(edited).modules.contains("DependenceTesting")
      ? ["DependenceTesting"] : []
    let editedSource = EditedSource(
      edited, original: file, deduplication: deduplication, addedImports: addedTesting)
    edits = []
    for migration in migrations {
      let made = migration.edits(inEdited: editedSource)
      edits += made.edits
      changes += made.changes
    }
    edited = reparsed(SourceEdit.apply(edits, to: edited.description), after: edited)

    let sorted = EditedSource(
      edited, original: file, deduplication: deduplication,
      addedImports: addedTesting.union(
        concurrencyExtras.addedImport ? [ModuleNames.concurrencyExtras] : []
      ).union(issueReporting.addedImports))
    let sorting = edited.importSorting(likeSorted: file.tree) { items, index, scope in
      sorted.inputLine(ofImport: index, in: items, scope: scope)
    }
    changes += sorting.changes
    let text = SourceEdit.apply(sorting.edits, to: edited.description)
    guard case .success(let migrated) = ParsedFile.checked(reparsed(text, after: edited)) else {
      return .failure(.migrationDefect(in: text))
    }
    let imported = ImportedModules(migrated.tree).modules
    return .success(
      FileMigration(
        text: text,
        changes: changes.sortedByLine(\.line),
        leftByHand: SourceStepFinder.steps(in: migrated, migrations: migrations)
          .sortedByLine(\.line),
        needsConcurrencyExtras: concurrencyExtras.leftImportByHand
          || imported.contains(ModuleNames.concurrencyExtras),
        importsTesting: imported.contains("DependenceTesting")))
  }

  /// The tree of `text`: `previous` when `text` is its text still, parsed again otherwise.
  private static func reparsed(_ text: String, after previous: SourceFileSyntax)
    -> SourceFileSyntax
  {
    text == previous.description ? previous : Parser.parse(source: text)
  }
}
