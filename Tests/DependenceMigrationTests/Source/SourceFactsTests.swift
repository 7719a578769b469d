import SwiftParser
import Testing

@testable import DependenceMigration

/// The facts of a file decide its imports: swift-dependencies' `Dependencies` re-exported
/// swift-clocks, so a file that reached `TestClock` through `import Dependencies` alone imports
/// `DependenceTesting`; `ImmediateClock` is `Dependence`'s.
@Suite struct SourceFactsTests {
  /// A preview's clock ships in the app: the library keeps `Dependence`, not the testing module.
  @Test func aLibraryFileThatUsesImmediateClockThroughDependenciesImportsDependence() {
    let source = """
      import Dependencies

      extension Ticker: DependencyKey {
        static var previewValue: Ticker { Ticker(clock: ImmediateClock()) }
      }

      """
    let migration = migrated(source)
    #expect(migration.text == "import Dependence" + source.dropFirst("import Dependencies".count))
    #expect(
      migration.changes == [
        Change(line: 1, description: "import Dependencies → import Dependence")
      ])
    #expect(!migration.importsTesting)
    #expect(migration.leftByHand == [])
    expectIdempotent(migration)
  }

  @Test func aTestFileThatUsesTestClockThroughDependenciesImportsDependenceTesting() {
    let migration = migrated(
      "import Dependencies\nimport Testing\n\n@Test func f() { let clock = TestClock() }\n",
      isTest: true)
    #expect(
      migration.text
        == "import DependenceTesting\nimport Testing\n\n@Test func f() { let clock = TestClock() }\n"
    )
    #expect(migration.importsTesting)
    expectIdempotent(migration, isTest: true)
  }

  @Test func aTestFileThatWritesTheTestClockAsAnImplicitMemberImportsDependenceTesting() {
    let source =
      "import Dependencies\n\nlet a = withDependencies { $0.continuousClock = .test } operation: { 1 }\n"
    #expect(migrated(source, isTest: true).text.hasPrefix("import DependenceTesting\n"))
    // Outside the tests, `.test` may be anything's: the library keeps `Dependence`.
    #expect(migrated(source).text.hasPrefix("import Dependence\n"))
    // `.immediate` is `Dependence`'s.
    let immediate = source.replacing(".test", with: ".immediate")
    #expect(migrated(immediate, isTest: true).text.hasPrefix("import Dependence\n"))
  }

  @Test func aFileWithoutTheTestClocksImportsDependence() {
    let migration = migrated(
      "import Dependencies\n\nlet clock = UnimplementedClock(name: \"a\")\n", isTest: true)
    #expect(migration.text == "import Dependence\n\nlet clock = UnimplementedClock(name: \"a\")\n")
    #expect(!migration.importsTesting)
  }

  @Test func aFileThatAlsoImportsTheTestSupportKeepsItsRule() {
    let migration = migrated(
      "import Dependencies\nimport DependenciesTestSupport\n\nlet clock = TestClock()\n",
      isTest: true)
    #expect(
      migration.text == "import Dependence\nimport DependenceTesting\n\nlet clock = TestClock()\n")
  }

  @Test func countsTheImplicitClocksOnlyInATestFile() {
    let tree = Parser.parse(
      source:
        "import Dependencies\n\nlet f: (inout DependencyValues) -> Void = { $0.continuousClock = .test }\n"
    )
    let library = SourceFacts(tree, isTest: false, packageClients: [])
    #expect(!library.namesTestingClocks && !library.needsTestingClocks)
    #expect(library.dependenciesModule == "Dependence")
    let test = SourceFacts(tree, isTest: true, packageClients: [])
    #expect(!test.namesTestingClocks && test.needsTestingClocks)
    #expect(test.dependenciesModule == "DependenceTesting")
    #expect(test.importsTesting && !test.advancesTestClocks)
  }

  @Test func theClientsAreThePackagesAndTheFilesOwn() {
    let tree = Parser.parse(
      source: "import DependenciesMacros\n\n@DependencyClient struct Own {}\n")
    let facts = SourceFacts(tree, isTest: false, packageClients: ["Other"])
    #expect(facts.declaredClients == ["Own"])
    #expect(facts.dependencyClients == ["Other", "Own"])
    #expect(facts.usesDependencyClientMacro && facts.importsSwiftDependencies)
  }
}
