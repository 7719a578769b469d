import DependenceMigration
import Testing

/// The imports a rename left out of order are sorted again where the file sorted them.
@Suite struct ImportSortingTests {
  @Test func sortsAgainTheImportsARenameLeftOutOfOrder() {
    let source = """
      import Clocks
      import CustomDump
      import Testing // the runner
      @testable import Feature

      """
    let migration = migrated(source, isTest: true)
    #expect(
      migration.text == """
        import CustomDump
        import DependenceTesting
        import Testing // the runner
        @testable import Feature

        """)
    #expect(
      migration.changes.contains(
        Change(line: 1, description: "imports sorted again: the move left them out of order")))
    expectIdempotent(migration, isTest: true)
  }

  @Test func leavesImportsUnsortedWhereTheFileDidNotSortThem() {
    let migration = migrated("import Foundation\nimport Clocks\nimport CustomDump\n", isTest: true)
    #expect(migration.text == "import Foundation\nimport DependenceTesting\nimport CustomDump\n")
    expectIdempotent(migration, isTest: true)
  }

  @Test func sortsEachGroupOfImportsOnItsOwn() {
    let source = "import Clocks\nimport CustomDump\n\nimport Alpha\n// Beta\nimport Beta\n"
    let migration = migrated(source, isTest: true)
    #expect(
      migration.text
        == "import CustomDump\nimport DependenceTesting\n\nimport Alpha\n// Beta\nimport Beta\n")
  }

  @Test func sortsTheImportsOfAClauseAgain() {
    let source = """
      #if DEBUG
        import Clocks
        import CustomDump
      #endif

      """
    let migration = migrated(source, isTest: true)
    #expect(
      migration.text == """
        #if DEBUG
          import CustomDump
          import DependenceTesting
        #endif

        """)
    expectIdempotent(migration, isTest: true)
  }

  @Test func reportsTheRunAtItsLineInTheInputAfterAnImportAboveWasRemoved() {
    // `import DependenciesTestSupport` goes (`import Clocks` became `import DependenceTesting`):
    // the run that starts at the input's line 4 starts at line 3 of the file being sorted.
    let source = """
      import Clocks
      import DependenciesTestSupport

      import DependenciesAdditions
      import DependenciesMacros

      """
    let migration = migrated(source, isTest: true)
    #expect(
      migration.changes.contains(
        Change(line: 4, description: "imports sorted again: the move left them out of order")))
  }

  @Test func reportsARunThatStartsWithAnAddedImportAtTheNextImportOfTheInput() {
    let source = """
      import Clocks
      import Dependencies
      import Foundation

      let calls = LockIsolated(0)

      """
    let migration = migrated(source, isTest: true)
    #expect(
      migration.text.hasPrefix(
        "import ConcurrencyExtras\nimport Dependence\nimport DependenceTesting\n"))
    let sorted = migration.changes.filter { $0.description.hasPrefix("imports sorted again") }
    #expect(sorted.map(\.line) == [1])
  }

  /// A file that sorts its imports by module alone, `@testable` among them, stays so (trial J).
  @Test func importsSortedByModuleAloneStaySo() {
    let source = """
      @testable import App
      import Dependencies
      import XCTest

      let log = LockIsolated<[Int]>([])

      """
    let migration = migrated(source, isTest: true)
    #expect(
      migration.text.hasPrefix(
        "@testable import App\nimport ConcurrencyExtras\nimport Dependence\nimport XCTest\n"))
    expectIdempotent(migration, isTest: true)
  }
}
