import DependenceMigration
import Testing

/// The pipeline of the source migrations: a file without the replaced packages is left byte for
/// byte, a file that does not parse is named, and the steps of every migration come by line.
@Suite struct SourceMigrationTests {
  @Test func leavesAFileWithoutSwiftDependenciesByteForByte() {
    let source =
      "import Foundation\n\n// Dependencies are fine here.\nstruct A { let b = 1 }  \n\t\n"
    let migration = migrated(source)
    #expect(migration == FileMigration(text: source))
  }

  @Test func returnsTheFirstSyntaxErrorOfAnUnparsableFile() {
    let result = SourceMigration.migrate(
      "import Dependencies\n\nstruct A {\n  let b = \n", isTest: false)
    #expect(result == .failure(UnparsableFile(message: "line 4: expected expression")))
  }

  @Test func namesAMissingClosingBrace() {
    let result = SourceMigration.migrate("import Dependencies\nstruct A {\n", isTest: false)
    #expect(result == .failure(UnparsableFile(message: "line 2: expected '}'")))
  }

  @Test func listsWhatItRecognisesWithTheirLinesAndSections() {
    let source = """
      import Dependencies
      import XCTest

      final class FeatureTests: XCTestCase {
        override func invokeTest() {
          withDependencies { _ in } operation: { super.invokeTest() }
        }
        func testA() async {
          await withMainSerialExecutor {
            await Task.megaYield()
          }
          let calls = LockIsolated<[Int]>([])
          let box = UncheckedSendable(1)
          withEscapedDependencies { _ in }
          _ = DependencyValues._current
          @Dependency(\\.mainQueue) var queue
        }
      }
      extension Dependency {
        init<T>(_ key: KeyPath<DependencyValues, Value>, as type: T.Type) { fatalError() }
      }
      """
    let migration = migrated(source, isTest: true)
    let steps = migration.leftByHand.map { "\($0.line): \($0.what) (\($0.section))" }
    #expect(
      steps == [
        "6: subclass `DependenceTestCase` and override `dependencies(_:)` with the values to set (not rewritten: the update closure is not `{ $0… }` or `{ values in … }`) (One-line replacements)",
        "10: subclass `DependenceTestCase` and override `scheduling` with `.deterministic`, or wrap each test's body in `withDeterministicScheduling { }` (One-line replacements)",
        "15: `withEscapedDependencies` works here, deprecated: write `let continuation = captureDependencies()` before the escaping work, and `continuation.yield { … }` in it (One-line replacements)",
        "17: `\\.mainQueue` is not built in: declare its key, or use a clock (One-line replacements)",
        "21: this `init(_:as:)` is not DependenceTesting's `@Dependency(_:as:)` (a key path of `DependencyValues` or a key type, then `as: Value.Type`): rename it, or delete it and use that one (Before the first build)",
      ])
  }
}
