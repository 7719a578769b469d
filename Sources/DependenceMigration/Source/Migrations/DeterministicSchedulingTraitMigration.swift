import SwiftSyntax

/// The tests that advance a `TestClock`, which relied on swift-clocks' yields.
///
/// swift-clocks' `advance(by:)` yielded to the scheduler before it moved the clock, so a test
/// that starts work and advances at once mostly passed; this package's clock never guesses with
/// yields, and without deterministic scheduling such a test fails once the hang timeout passes.
///
/// Finds, in a test file that names `TestClock` and will import `DependenceTesting`, each test
/// whose body calls `advance(by:)`, `advance(to:)` or a helper named `advance…`, and that asks
/// for deterministic scheduling nowhere (see ``DeterministicSchedulingTrait``).
///
/// Rewrites a Swift Testing `@Test` to `@Test(.deterministicScheduling)`, after its other
/// arguments, which runs the test's work before the clock moves.
///
/// Rewrites an XCTest method that does by wrapping its body in `withDeterministicScheduling { }`
/// (see ``XCTestBodyWrap``).
///
/// Leaves by hand an XCTest method whose body it cannot wrap (one on a single line), with what
/// to write.
struct DeterministicSchedulingTraitMigration: SourceFileMigration {
  let facts: SourceFacts

  func edits(inRenamed tree: SourceFileSyntax) -> SourceEdits {
    guard facts.advancesTestClocks else { return SourceEdits() }
    let advancing = DeterministicSchedulingTrait(tree)
    return SourceEdits(edits: advancing.edits, changes: advancing.changes)
  }

  func manualSteps(in file: ParsedFile) -> [ManualStep] {
    guard facts.advancesTestClocks else { return [] }
    return DeterministicSchedulingTrait(file.tree).steps
  }
}
