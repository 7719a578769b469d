import DependenceMigration
import Testing

/// The imports of swift-dependencies and swift-clocks, at the top level and in `#if` clauses,
/// with their `canImport` conditions, in this package's modules; a kinded import it cannot
/// rename is a step.
@Suite struct ImportsMigrationTests {
  @Test func renamesTheImportsOfSwiftDependencies() {
    let migration = migrated("import Dependencies\nimport Foundation\n")
    #expect(migration.text == "import Dependence\nimport Foundation\n")
    #expect(
      migration.changes == [Change(line: 1, description: "import Dependencies → import Dependence")]
    )
    #expect(migration.leftByHand == [])
    expectIdempotent(migration)
  }

  @Test func keepsAttributesModifiersAndComments() {
    let source = """
      // Header comment.

      @testable import Dependencies // the core
      public import DependenciesMacros
      /* block */ internal import Foundation

      """
    let migration = migrated(source)
    #expect(
      migration.text == """
        // Header comment.

        @testable import Dependence // the core
        public import DependenceMacros
        /* block */ internal import Foundation

        """)
    #expect(migration.changes.map(\.line) == [3, 4])
    expectIdempotent(migration)
  }

  @Test func renamesClocksInATestFile() {
    let migration = migrated("import Clocks\nimport DependenciesTestSupport\n", isTest: true)
    #expect(migration.text == "import DependenceTesting\n")
    #expect(
      migration.changes == [
        Change(line: 1, description: "import Clocks → import DependenceTesting"),
        Change(
          line: 2,
          description:
            "import DependenciesTestSupport → removed: the file already imports DependenceTesting"),
      ])
    expectIdempotent(migration, isTest: true)
  }

  @Test func renamesTheConditionWithTheImport() {
    let source = """
      #if canImport(Dependencies) // the core
        import Dependencies
      #elseif canImport(DependenciesMacros)
        import DependenciesMacros
      #endif

      """
    let migration = migrated(source)
    #expect(
      migration.text == """
        #if canImport(Dependence) // the core
          import Dependence
        #elseif canImport(DependenceMacros)
          import DependenceMacros
        #endif

        """)
    #expect(
      migration.changes == [
        Change(line: 1, description: "canImport(Dependencies) → canImport(Dependence)"),
        Change(line: 2, description: "import Dependencies → import Dependence"),
        Change(line: 3, description: "canImport(DependenciesMacros) → canImport(DependenceMacros)"),
        Change(line: 4, description: "import DependenciesMacros → import DependenceMacros"),
      ])
    expectIdempotent(migration)
  }

  @Test func renamesClocksInAConditionAsTheImportIsRenamed() {
    let source = "#if canImport(Clocks)\nimport Clocks\n#endif\n"
    #expect(
      migrated(source, isTest: true).text
        == "#if canImport(DependenceTesting)\nimport DependenceTesting\n#endif\n")
    #expect(migrated(source).text == "#if canImport(Dependence)\nimport Dependence\n#endif\n")
  }

  @Test func leavesTheConditionOfAModuleTheFileDoesNotImport() {
    let source = "import Foundation\n#if canImport(Dependencies)\nlet a = 1\n#endif\n"
    #expect(migrated(source) == FileMigration(text: source))
  }

  @Test func keepsTheAttributeOfAnExportedImport() {
    let source = "@_exported import Dependencies\n@_exported import DependenciesMacros\n"
    let migration = migrated(source)
    // swift-dependencies re-exported swift-concurrency-extras: so does the module still
    // (ConcurrencyExtrasMigrationTests).
    #expect(
      migration.text
        == "@_exported import ConcurrencyExtras\n@_exported import Dependence\n@_exported import DependenceMacros\n"
    )
    #expect(
      migration.changes.filter { $0.description.hasPrefix("import ") } == [
        Change(
          line: 1,
          description: "import Dependencies → import Dependence"),
        Change(line: 2, description: "import DependenciesMacros → import DependenceMacros"),
      ])
    let alone = migrated("@_exported public import Dependencies // all of it\n")
    #expect(
      alone.text
        == "@_exported public import Dependence // all of it\n@_exported public import ConcurrencyExtras\n"
    )
    expectIdempotent(alone)
  }

  @Test func rewritesAKindedImportOfTheSameKind() {
    let source = "import struct Dependencies.DependencyValues\nimport class Clocks.AnyClock\n"
    let migration = migrated(source, isTest: true)
    #expect(
      migration.text == "import struct Dependence.DependencyValues\nimport class Clocks.AnyClock\n")
    #expect(
      migration.changes == [
        Change(
          line: 1,
          description:
            "import struct Dependencies.DependencyValues → import struct Dependence.DependencyValues"
        )
      ])
    #expect(
      migration.leftByHand == [
        ManualStep(
          line: 2, what: "`import class Clocks.AnyClock` → `import struct Dependence.AnyClock`",
          section: "Imports")
      ])
    expectIdempotent(migration, isTest: true)
  }

  @Test func listsStepsForImportsInsideAClause() {
    let source = "#if os(Linux)\nimport struct Clocks.TestClock\n#endif\n"
    #expect(
      migrated(source).leftByHand.map(\.line) == [2])
  }
}
