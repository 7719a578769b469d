import DependenceMigration
import Testing

/// The imports a rename made redundant go with their lines: a second import of a module. An
/// `import Dependence` beside a module that re-exports it keeps its line.
@Suite struct ImportDeduplicationTests {
  @Test func keepsImportDependenceBesideAReexportingModuleOnItsLine() {
    let migration = migrated(
      "import Dependencies\n// store\nimport DependenciesMacros\n\nlet x = 1\n")
    #expect(migration.text == "import Dependence\n// store\nimport DependenceMacros\n\nlet x = 1\n")
    #expect(
      migration.changes == [
        Change(line: 1, description: "import Dependencies → import Dependence"),
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
        import Clocks
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
        Change(line: 4, description: "import Clocks → import DependenceTesting"),
        Change(
          line: 5,
          description:
            "import DependenciesTestSupport → removed: the file already imports DependenceTesting"),
      ])
    expectIdempotent(migration, isTest: true)
  }

  @Test func removesAnImportInsideAClauseThatTheTopLevelCovers() {
    let source = """
      import DependenceTesting
      #if DEBUG
        import DependenciesTestSupport
      #endif

      """
    let migration = migrated(source, isTest: true)
    #expect(
      migration.text == """
        import DependenceTesting
        #if DEBUG
        #endif

        """)
    #expect(
      migration.changes.contains(
        Change(
          line: 3,
          description:
            "import DependenciesTestSupport → removed: the file already imports DependenceTesting"
        )))
    expectIdempotent(migration, isTest: true)
  }

  @Test func keepsATopLevelImportThatAClauseAlsoHas() {
    let source = "#if DEBUG\nimport DependenciesMacros\n#endif\nimport Dependencies\n"
    let migration = migrated(source)
    #expect(migration.text == "#if DEBUG\nimport DependenceMacros\n#endif\nimport Dependence\n")
  }
}
