import SwiftParser
import Testing

@testable import DependenceMigration

/// `import Clocks` outside a test target becomes the module of the clocks the file names.
@Suite struct TestingClockUsesTests {
  @Test(arguments: [
    "let a = TestClock()", "let a = Clocks.TestClock()", "extension TestClock<Duration>: P {}",
    "let a = c as? TestClock<Duration>",
  ])
  func aClockOnlyDependenceTestingDeclaresNeedsIt(_ line: String) {
    #expect(TestingClockUses.needsTesting(in: Parser.parse(source: "import Clocks\n\(line)\n")))
  }

  /// `ImmediateClock` among them: previews use it, so an app ships it.
  @Test(arguments: [
    "let a = UnimplementedClock(name: \"a\")", "let a = AnyClock(ContinuousClock())",
    "let a: any Clock<Duration> = ImmediateClock()",
    "func f(_ c: Clocks.ImmediateClock<Duration>) {}",
    "let a = clock.timer(interval: .seconds(1))", "// TestClock in a comment",
    "let a = \"TestClock\"",
  ])
  func theOtherClocksAreInDependence(_ line: String) {
    #expect(!TestingClockUses.needsTesting(in: Parser.parse(source: "import Clocks\n\(line)\n")))
  }

  @Test func aLibraryFileThatNamesTestClockImportsDependenceTesting() {
    let source = """
      import Clocks
      import Dependencies
      import Foundation

      public protocol SleepingClock: Sendable {
        func sleep(seconds: TimeInterval) async throws
      }

      extension TestClock<Duration>: SleepingClock {
        public func sleep(seconds: TimeInterval) async throws {
          try await sleep(for: .seconds(seconds))
        }
      }

      public func makeClock() -> Clocks.TestClock<Duration> {
        TestClock()
      }

      """
    let migration = migrated(source)
    // With `import Clocks` left, `TestClock` was swift-clocks' generic class, where `Duration`
    // is the generic parameter and has no `.seconds`; this package's `TestClock.Duration` is
    // `Swift.Duration`.
    #expect(
      migration.text == """
        import Dependence
        import DependenceTesting
        import Foundation

        public protocol SleepingClock: Sendable {
          func sleep(seconds: TimeInterval) async throws
        }

        extension TestClock: SleepingClock {
          public func sleep(seconds: TimeInterval) async throws {
            try await sleep(for: .seconds(seconds))
          }
        }

        public func makeClock() -> DependenceTesting.TestClock {
          TestClock()
        }

        """)
    #expect(
      migration.changes.prefix(3) == [
        Change(line: 1, description: "import Clocks → import DependenceTesting"),
        Change(line: 1, description: "imports sorted again: the move left them out of order"),
        Change(line: 2, description: "import Dependencies → import Dependence"),
      ])
    #expect(migration.leftByHand == [])
    expectIdempotent(migration)
  }

  @Test func aLibraryFileWithOtherClocksImportsDependence() {
    let source = """
      import Clocks
      import Dependencies

      let clock = UnimplementedClock(name: "animation")

      """
    let migration = migrated(source)
    #expect(
      migration.text == """
        import Dependence

        let clock = UnimplementedClock(name: "animation")

        """)
    #expect(
      migration.changes == [
        Change(line: 1, description: "import Clocks → import Dependence"),
        Change(
          line: 2, description: "import Dependencies → removed: the file already imports Dependence"
        ),
      ])
    #expect(migration.leftByHand == [])
    expectIdempotent(migration)
  }

  @Test func aLibraryFileBesideTheMacrosDropsTheImport() {
    let migration = migrated(
      "import Clocks\nimport DependenciesMacros\n\nlet a = AnyClock(ContinuousClock())\n")
    #expect(
      migration.text
        == "import Dependence\nimport DependenceMacros\n\nlet a = AnyClock(ContinuousClock())\n")
    #expect(
      migration.changes.first
        == Change(
          line: 1, description: "import Clocks → import Dependence"))
  }

  @Test func aTestFileAlwaysImportsDependenceTesting() {
    let migration = migrated("import Clocks\n\nlet a = UnimplementedClock()\n", isTest: true)
    #expect(migration.text == "import DependenceTesting\n\nlet a = UnimplementedClock()\n")
  }
}
