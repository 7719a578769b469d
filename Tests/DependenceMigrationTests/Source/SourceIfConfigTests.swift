import DependenceMigration
import Testing

/// Imports inside `#if` blocks, their `canImport` conditions, and `@_exported import`.
@Suite struct SourceIfConfigTests {
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

  @Test func removesADuplicateImportInsideAClause() {
    let source = """
      import Foundation
      #if DEBUG
        // core
        import Dependencies
        import DependenciesTestSupport
      #endif

      """
    let migration = migrated(source, isTest: true)
    #expect(
      migration.text == """
        import Foundation
        #if DEBUG
          // core
          import DependenceTesting
        #endif

        """)
    #expect(
      migration.changes == [
        Change(
          line: 4,
          description: "import Dependencies → removed: DependenceTesting re-exports Dependence"),
        Change(line: 5, description: "import DependenciesTestSupport → import DependenceTesting"),
      ])
    expectIdempotent(migration, isTest: true)
  }

  @Test func removesAnImportInsideAClauseThatTheTopLevelCovers() {
    let source = """
      import DependenciesMacros
      #if DEBUG
        import Dependencies
      #endif

      """
    let migration = migrated(source)
    #expect(
      migration.text == """
        import DependenceMacros
        #if DEBUG
        #endif

        """)
    #expect(
      migration.changes.contains(
        Change(
          line: 3,
          description: "import Dependencies → removed: DependenceMacros re-exports Dependence")))
    expectIdempotent(migration)
  }

  @Test func keepsATopLevelImportThatAClauseAlsoHas() {
    let source = "#if DEBUG\nimport DependenciesMacros\n#endif\nimport Dependencies\n"
    let migration = migrated(source)
    #expect(migration.text == "#if DEBUG\nimport DependenceMacros\n#endif\nimport Dependence\n")
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

  @Test func keepsTheAttributeOfAnExportedImport() {
    let source = "@_exported import Dependencies\n@_exported import DependenciesMacros\n"
    let migration = migrated(source)
    #expect(migration.text == "@_exported import DependenceMacros\n")
    #expect(
      migration.changes == [
        Change(
          line: 1,
          description: "import Dependencies → removed: DependenceMacros re-exports Dependence"),
        Change(line: 2, description: "import DependenciesMacros → import DependenceMacros"),
      ])
    let alone = migrated("@_exported public import Dependencies // all of it\n")
    #expect(alone.text == "@_exported public import Dependence // all of it\n")
    expectIdempotent(alone)
  }

  @Test func listsStepsForImportsInsideAClause() {
    let source = "#if os(Linux)\nimport struct Clocks.TestClock\n#endif\n"
    #expect(
      migrated(source).leftByHand.map(\.line) == [2])
  }
}
