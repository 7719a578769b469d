import DependenceMigration
import Testing

/// Module-qualified names of swift-dependencies and swift-clocks move to the module here that
/// declares the name; a name with no counterpart, or whose module the file will not import, is a
/// step.
@Suite struct QualifiedNamesMigrationTests {
  @Test func renamesTheModuleOfAttributesTypesAndExpressions() {
    let source = """
      import Dependencies
      import DependenciesMacros

      @DependenciesMacros.DependencyClient
      struct Client {
        var load: () -> Int = { 0 }
      }

      extension Dependencies.DependencyValues {
        var client: Client { get { self[ClientKey.self] } set { self[ClientKey.self] = newValue } }
      }

      enum ClientKey: Dependencies.DependencyKey {
        static let liveValue = Client()
      }

      final class Model {
        @Dependencies.Dependency(\\.client) var client // the client
        let keyPath = \\Dependencies.DependencyValues.client
        func run() -> Int {
          Dependencies.withDependencies { $0.client = Client() } operation: { client.load() }
        }
      }

      """
    let migration = migrated(source)
    #expect(
      migration.text == """
        import Dependence
        import DependenceMacros

        @DependenceMacros.DependencyClient
        struct Client {
          var load: () -> Int = { 0 }
        }

        extension Dependence.DependencyValues {
          var client: Client { get { self[ClientKey.self] } set { self[ClientKey.self] = newValue } }
        }

        enum ClientKey: Dependence.DependencyKey {
          static let liveValue = Client()
        }

        final class Model {
          @Dependence.Dependency(\\.client) var client // the client
          let keyPath = \\Dependence.DependencyValues.client
          func run() -> Int {
            Dependence.withDependencies { $0.client = Client() } operation: { client.load() }
          }
        }

        """)
    #expect(
      migration.changes.filter { $0.description.contains(".") } == [
        Change(
          line: 4,
          description: "DependenciesMacros.DependencyClient → DependenceMacros.DependencyClient"),
        Change(
          line: 9, description: "Dependencies.DependencyValues → Dependence.DependencyValues"),
        Change(line: 13, description: "Dependencies.DependencyKey → Dependence.DependencyKey"),
        Change(line: 18, description: "Dependencies.Dependency → Dependence.Dependency"),
        Change(
          line: 19, description: "Dependencies.DependencyValues → Dependence.DependencyValues"),
        Change(
          line: 21, description: "Dependencies.withDependencies → Dependence.withDependencies"),
      ])
    #expect(migration.leftByHand == [])
    expectIdempotent(migration)
  }

  @Test func keepsTheOptOutOfAnEndpointUnderItsOwnName() {
    let migration = migrated(
      """
      import DependenciesMacros

      @DependencyClient
      struct Client {
        @DependenciesMacros.DependencyEndpointIgnored var format: (String) -> String = { $0 }
      }

      """)
    #expect(migration.text.contains("@DependenceMacros.DependencyEndpointIgnored var format"))
    #expect(migration.leftByHand == [])
  }

  @Test func movesTheClocksToTheModuleThatDeclaresEach() {
    let source = """
      import Clocks
      import DependenciesTestSupport

      let a = Clocks.TestClock()
      let b: Clocks.ImmediateClock = .init()
      let c = Clocks.UnimplementedClock()
      let d: Dependencies.TestClock<Duration>? = nil

      """
    let migration = migrated(source, isTest: true)
    #expect(
      migration.text == """
        import DependenceTesting

        let a = DependenceTesting.TestClock()
        let b: Dependence.ImmediateClock = .init()
        let c = Dependence.UnimplementedClock()
        let d: Dependencies.TestClock<Duration>? = nil

        """)
    #expect(
      migration.leftByHand.contains { $0.line == 7 && $0.what.contains("`Dependencies.TestClock`") }
        == false)
    expectIdempotent(migration, isTest: true)
  }

  @Test func movesATestClockReachedThroughTheReexportToTheModuleTheFileWillImport() {
    let source = "import Dependencies\n\nlet clock = Dependencies.TestClock()\n"
    let migration = migrated(source)
    #expect(
      migration.text == "import DependenceTesting\n\nlet clock = DependenceTesting.TestClock()\n")
    #expect(migration.leftByHand == [])
    expectIdempotent(migration)
  }

  @Test func listsANameWithNoCounterpartWithWhatToWrite() {
    let source = """
      import Dependencies
      import DependenciesMacros

      let testing = Dependencies.isTesting
      struct Client {
        @DependenciesMacros.DependencyEndpoint var load: () -> Int
      }

      """
    let migration = migrated(source)
    // `Dependencies.isTesting` has one certain spelling here, so it is rewritten (IsTestingRewrite).
    #expect(migration.text.contains("let testing = DependencyContext.process == .test"))
    #expect(
      migration.leftByHand.filter { $0.section == "Imports" } == [
        ManualStep(
          line: 6,
          what:
            "`DependenciesMacros.DependencyEndpoint` has no counterpart here: delete the attribute: endpoints are plain closure properties of a `@DependencyClient`",
          section: "Imports")
      ])
    expectIdempotent(migration)
  }

  @Test func qualifiesAConcurrencyExtrasNameByItsOwnModule() {
    let migration = migrated("import Dependencies\n\nlet a = Dependencies.LockIsolated(0)\n")
    #expect(
      migration.text
        == "import ConcurrencyExtras\nimport Dependence\n\nlet a = ConcurrencyExtras.LockIsolated(0)\n"
    )
    #expect(migration.needsConcurrencyExtras)
    expectIdempotent(migration)
  }

  @Test func leavesTheNamesOfAFileThatDeclaresTheModulesName() {
    let source = """
      import Dependencies

      enum Dependencies { static let DependencyValues = 1 }
      let a = Dependencies.DependencyValues

      """
    let migration = migrated(source)
    #expect(migration.text.contains("let a = Dependencies.DependencyValues"))
    #expect(migration.leftByHand == [])
  }

  @Test func leavesTheNamesOfAModuleTheFileDoesNotImport() {
    let source = "import Foundation\n\nlet a = Dependencies.DependencyValues.self\n"
    #expect(migrated(source) == FileMigration(text: source))
  }

  @Test func rewritesAQualifiedDependencyEntryAsAnUnqualifiedOne() {
    let source = """
      import DependenciesMacros

      extension DependencyValues {
        @DependenciesMacros.DependencyEntry var count: Int = 0
      }

      """
    let migration = migrated(source)
    #expect(
      migration.text == """
        import DependenceMacros

        extension DependencyValues {
          @DependenceMacros.DependencyEntry(test: 0) var count: Int = 0
        }

        """)
    expectIdempotent(migration)
  }
}
