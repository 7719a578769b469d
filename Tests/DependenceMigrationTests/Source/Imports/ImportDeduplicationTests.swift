import DependenceMigration
import Testing

/// The imports a rename made redundant go with their lines: a second import of a module, and
/// `import Dependence` beside a module that re-exports it.
@Suite struct ImportDeduplicationTests {
  @Test func removesImportDependenceThatAReexportingModuleCovers() {
    let migration = migrated(
      "import Dependencies\n// store\nimport DependenciesMacros\n\nlet x = 1\n")
    #expect(migration.text == "// store\nimport DependenceMacros\n\nlet x = 1\n")
    #expect(
      migration.changes == [
        Change(
          line: 1,
          description: "import Dependencies → removed: DependenceMacros re-exports Dependence"),
        Change(line: 3, description: "import DependenciesMacros → import DependenceMacros"),
      ])
    expectIdempotent(migration)
  }

  @Test func removesTheLaterDuplicateImportWithItsLine() {
    let migration = migrated(
      "import Testing\nimport DependenceTesting\nimport DependenciesTestSupport\nimport Foundation")
    #expect(migration.text == "import Testing\nimport DependenceTesting\nimport Foundation")
    #expect(
      migration.changes == [
        Change(
          line: 3,
          description:
            "import DependenciesTestSupport → removed: the file already imports DependenceTesting")
      ])
  }

  @Test func keepsAnImportWhoseAttributesDiffer() {
    let source = "@testable import Dependencies\nimport DependenciesTestSupport\n"
    let migration = migrated(source, isTest: true)
    #expect(migration.text == "@testable import Dependence\nimport DependenceTesting\n")
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
}
