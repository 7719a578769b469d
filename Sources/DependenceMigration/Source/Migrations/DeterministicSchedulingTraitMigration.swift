import SwiftSyntax

/// The tests that advance a `TestClock`, which relied on swift-clocks' yields.
///
/// swift-clocks' `advance(by:)` yielded to the scheduler before it moved the clock, so a test
/// that starts work and advances at once mostly passed; this package's clock never guesses with
/// yields, and without deterministic scheduling such a test fails once the hang timeout passes.
///
/// Finds, in a test file that names `TestClock` and will import `DependenceTesting`, each test
/// whose body calls `advance(by:)`, `advance(to:)` or a helper named `advance…`, and that asks
/// for deterministic scheduling nowhere (see ``DeterministicSchedulingTrait``). In a test file
/// that names no `TestClock` but calls one its target makes in another file
/// (`fixture.clock.advance(by:)`, see ``TestClockBindings``), only such calls count.
///
/// Rewrites a Swift Testing `@Test` to `@Test(.deterministicScheduling)`, after its other
/// arguments, which runs the test's work before the clock moves.
///
/// Rewrites an XCTest method that does by wrapping its body in `withDeterministicScheduling { }`
/// (see ``XCTestBodyWrap``).
///
/// Adds `import DependenceTesting` after the file's last top-level import where the file
/// imported no module that becomes it, and leaves that import by hand where the last import
/// shares its line. A test that names `TestClock` and saw it through its package's re-export of
/// swift-dependencies gets the import whether or not it advances the clock: the re-export
/// carries `Dependence` after the move, which does not declare it.
///
/// Leaves by hand an XCTest method whose body it cannot wrap (one on a single line), with what
/// to write.
struct DeterministicSchedulingTraitMigration: SourceFileMigration {
  static let addedImport =
    "added import DependenceTesting: the file's tests advance a TestClock made in another file of the target"
  static let addImportByHand =
    "add `import DependenceTesting`: the file's tests advance a TestClock made in another file of the target"
  static let addedReexportedImport =
    "added import DependenceTesting: the file names TestClock, which it saw through the package's @_exported import of swift-dependencies; after the move that import carries Dependence, which does not declare it"
  static let addReexportedImportByHand =
    "add `import DependenceTesting`: the file names TestClock, which it saw through the package's @_exported import of swift-dependencies"

  let facts: SourceFacts

  func edits(inRenamed tree: SourceFileSyntax) -> SourceEdits {
    guard facts.advancesTestClocks else { return SourceEdits() }
    let advancing = DeterministicSchedulingTrait(tree, clockNames: facts.advancedTargetClocks)
    var made = SourceEdits(edits: advancing.edits, changes: advancing.changes)
    if facts.addsTestingImport, !advancing.edits.isEmpty || facts.namesReexportedTestingClocks,
      let (item, edit) = importInsertion(tree)
    {
      made.edits.append(edit)
      let converter = SourceLocationConverter(fileName: "", tree: tree)
      made.changes.append(
        Change(
          line: item.startLocation(converter: converter).line,
          description: facts.namesReexportedTestingClocks
            ? Self.addedReexportedImport : Self.addedImport))
    }
    return made
  }

  func manualSteps(in file: ParsedFile) -> [ManualStep] {
    guard facts.advancesTestClocks else { return [] }
    let advancing = DeterministicSchedulingTrait(file.tree, clockNames: facts.advancedTargetClocks)
    var steps = advancing.steps
    // The trait or wrap added, or a step to write one, where the import could not be added.
    let needsImport =
      !steps.isEmpty || facts.namesReexportedTestingClocks
      || file.tree.tokens(viewMode: .sourceAccurate).contains {
        ["deterministicScheduling", "withDeterministicScheduling"].contains($0.text)
      }
    if facts.addsTestingImport, needsImport,
      !ImportedModules(file.tree).modules.contains("DependenceTesting")
    {
      steps.append(
        ManualStep(
          line: 1,
          what: facts.namesReexportedTestingClocks
            ? Self.addReexportedImportByHand : Self.addImportByHand,
          section: GuideSection.imports))
    }
    return steps
  }

  /// The file's last top-level import with no attribute (`@testable`), or its last one, and the
  /// edit that puts `import DependenceTesting` after it; `nil` when there is none, or it shares
  /// its line.
  private func importInsertion(_ tree: SourceFileSyntax) -> (CodeBlockItemSyntax, SourceEdit)? {
    let imports = tree.statements.filter { $0.item.is(ImportDeclSyntax.self) }
    guard
      let last = imports.last(where: {
        $0.item.as(ImportDeclSyntax.self)?.attributes.isEmpty == true
      })
        ?? imports.last,
      let edit = last.importInsertion("DependenceTesting")
    else { return nil }
    return (last, edit)
  }
}
