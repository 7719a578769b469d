import DependenceMigration
import Testing

@Suite struct SourceMigrationTests {
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
        Change(line: 1, description: "imports sorted again: the renames left them out of order")))
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

  @Test func leavesAFileWithoutSwiftDependenciesByteForByte() {
    let source =
      "import Foundation\n\n// Dependencies are fine here.\nstruct A { let b = 1 }  \n\t\n"
    let migration = migrated(source)
    #expect(migration == FileMigration(text: source))
  }

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

  @Test func dropsTheDurationArgumentOfTheClocks() {
    let source = """
      import Clocks
      let a: TestClock<Duration> = TestClock<Duration>()
      let b = ImmediateClock<Swift.Duration>.self
      func c(_ clock: UnimplementedClock<Duration> /* clock */) {}

      """
    let migration = migrated(source, isTest: true)
    #expect(
      migration.text == """
        import DependenceTesting
        let a: TestClock = TestClock()
        let b = ImmediateClock.self
        func c(_ clock: UnimplementedClock /* clock */) {}

        """)
    #expect(
      migration.changes == [
        Change(line: 1, description: "import Clocks → import DependenceTesting"),
        Change(line: 2, description: "TestClock<Duration> → TestClock"),
        Change(line: 2, description: "TestClock<Duration> → TestClock"),
        Change(line: 3, description: "ImmediateClock<Swift.Duration> → ImmediateClock"),
        Change(line: 4, description: "UnimplementedClock<Duration> → UnimplementedClock"),
      ])
    expectIdempotent(migration, isTest: true)
  }

  @Test func leavesAClockOfAnotherDurationWithAStep() {
    let migration = migrated("import Clocks\n\nlet a = TestClock<Other>()\n", isTest: true)
    #expect(migration.text == "import DependenceTesting\n\nlet a = TestClock<Other>()\n")
    #expect(
      migration.leftByHand == [
        ManualStep(
          line: 3,
          what:
            "`TestClock` is not generic here (it is a `Clock<Duration>`): rewrite `TestClock<Other>`",
          section: "Before the first build")
      ])
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
}
