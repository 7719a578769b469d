import DependenceMigration
import Testing

/// swift-issue-reporting's `isTesting`, which swift-dependencies re-exported, becomes a read of
/// the dependency context.
@Suite struct IsTestingMigrationTests {
  @Test func aNegatedReadKeepsItsMeaning() {
    let source = """
      import Dependencies

      func start() {
        if !isTesting {
          startAnalytics()
        }
      }

      """
    let migration = migrated(source)
    #expect(
      migration.text == """
        import Dependence

        func start() {
          if !(DependencyContext.process == .test) {
            startAnalytics()
          }
        }

        """)
    #expect(
      migration.changes == [
        Change(line: 1, description: "import Dependencies → import Dependence"),
        Change(
          line: 4,
          description:
            "isTesting → (DependencyContext.process == .test): swift-issue-reporting's isTesting"
        ),
      ])
    #expect(migration.leftByHand == [])
    expectIdempotent(migration)
  }

  @Test func aReadThatStandsAloneTakesNoParentheses() {
    let source = """
      import DependenciesMacros
      let a = isTesting
      func b() -> Bool { return isTesting }
      func c() { if isTesting, a { f(isTesting) } }
      let d = isTesting ? 1 : 2

      """
    let migration = migrated(source)
    #expect(
      migration.text == """
        import DependenceMacros
        let a = DependencyContext.process == .test
        func b() -> Bool { return DependencyContext.process == .test }
        func c() { if DependencyContext.process == .test, a { f(DependencyContext.process == .test) } }
        let d = (DependencyContext.process == .test) ? 1 : 2

        """)
    expectIdempotent(migration)
  }

  @Test func theQualifiedSpellingIsRewrittenToo() {
    let source = """
      import Dependencies
      let a = Dependencies.isTesting
      let b = !Dependencies.isTesting
      let c = IssueReporting.isTesting

      """
    let migration = migrated(source)
    // `IssueReporting.isTesting` stays swift-issue-reporting's, whose module the file now
    // imports itself: `Dependence` does not re-export it.
    #expect(
      migration.text == """
        import Dependence
        import IssueReporting
        let a = DependencyContext.process == .test
        let b = !(DependencyContext.process == .test)
        let c = IssueReporting.isTesting

        """)
    #expect(
      migration.changes.contains(
        Change(
          line: 2,
          description:
            "Dependencies.isTesting → DependencyContext.process == .test: swift-issue-reporting's isTesting"
        )))
    expectIdempotent(migration)
  }

  @Test func leavesOtherNamesCalledIsTesting() {
    let uses = "let a = settings.isTesting\nlet b = \\Settings.isTesting\nlet c = \\.isTesting\n"
    #expect(migrated("import Dependencies\n" + uses).text == "import Dependence\n" + uses)
  }

  /// A property, a parameter or a local of that name is the file's own where it is seen; the
  /// global's uses elsewhere in the file are rewritten.
  @Test func leavesTheNamesTheFileDeclaresWhereTheyAreSeen() {
    let source = """
      import Dependencies

      public struct LaunchConfiguration {
        public var isTesting: Bool
        var label: String { isTesting ? "test" : "live" }
      }

      extension LaunchConfiguration {
        var banner: String { isTesting ? "!" : "" }
      }

      public func makeLaunchConfiguration() -> LaunchConfiguration {
        LaunchConfiguration(isTesting: isTesting)
      }

      func describe(isTesting: Bool) -> String { isTesting ? "t" : "l" }

      func local() -> Bool {
        let a = isTesting
        let isTesting = false
        return a && isTesting
      }

      func closures() {
        _ = { (isTesting: Bool) in isTesting }
        _ = [true].map { isTesting in isTesting }
        if let isTesting = Optional(true) { print(isTesting) }
        guard let isTesting = Optional(true) else { return }
        print(isTesting)
      }

      """
    let migration = migrated(source)
    #expect(
      migration.text == """
        import Dependence

        public struct LaunchConfiguration {
          public var isTesting: Bool
          var label: String { isTesting ? "test" : "live" }
        }

        extension LaunchConfiguration {
          var banner: String { isTesting ? "!" : "" }
        }

        public func makeLaunchConfiguration() -> LaunchConfiguration {
          LaunchConfiguration(isTesting: DependencyContext.process == .test)
        }

        func describe(isTesting: Bool) -> String { isTesting ? "t" : "l" }

        func local() -> Bool {
          let a = DependencyContext.process == .test
          let isTesting = false
          return a && isTesting
        }

        func closures() {
          _ = { (isTesting: Bool) in isTesting }
          _ = [true].map { isTesting in isTesting }
          if let isTesting = Optional(true) { print(isTesting) }
          guard let isTesting = Optional(true) else { return }
          print(isTesting)
        }

        """)
    #expect(migration.changes.map(\.line) == [1, 13, 19])
    expectIdempotent(migration)
  }

  @Test func leavesAFileThatDeclaresItsOwn() {
    let source = "import Dependencies\nlet isTesting = false\nlet a = !isTesting\n"
    let migration = migrated(source)
    #expect(migration.text == "import Dependence\nlet isTesting = false\nlet a = !isTesting\n")
    #expect(migration.leftByHand == [])
  }

  @Test func leavesAFileThatImportsIssueReportingOrNoReplacedPackage() {
    let imported = "import Dependencies\nimport IssueReporting\n\nlet a = isTesting\n"
    #expect(migrated(imported).text.hasSuffix("let a = isTesting\n"))
    let plain = "import Foundation\n\nlet a = isTesting\n"
    #expect(migrated(plain) == FileMigration(text: plain))
  }
}
