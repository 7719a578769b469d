import DependenceMigration
import Testing

@Suite struct SourceManualStepsTests {
  @Test func listsWhatItRecognisesWithTheirLinesAndSections() {
    let source = """
      import Dependencies
      import XCTest

      final class FeatureTests: XCTestCase {
        override func invokeTest() {
          withDependencies { _ in } operation: { super.invokeTest() }
        }
        func testA() async {
          await withMainSerialExecutor {
            await Task.megaYield()
          }
          let calls = LockIsolated<[Int]>([])
          let box = UncheckedSendable(1)
          withEscapedDependencies { _ in }
          _ = DependencyValues._current
          @Dependency(\\.mainQueue) var queue
        }
      }
      extension Dependency {
        init<T>(_ key: KeyPath<DependencyValues, Value>, as type: T.Type) { fatalError() }
      }
      """
    let migration = migrated(source, isTest: true)
    let steps = migration.leftByHand.map { "\($0.line): \($0.what) (\($0.section))" }
    #expect(
      steps == [
        "6: subclass `DependenceTestCase` and override `dependencies(_:)` (One-line replacements)",
        "10: use `@Test(.deterministicScheduling)` or `withDeterministicScheduling { }` (One-line replacements)",
        "11: with deterministic scheduling, the clock or `await waitUntilIdle()` waits instead (One-line replacements)",
        "13: `LockIsolated` now comes from ConcurrencyExtras, imported for you; `Mutex` from `Synchronization` is the standard spelling (One-line replacements)",
        "14: `UncheckedSendable` now comes from ConcurrencyExtras, imported for you; `Mutex` from `Synchronization` is the standard spelling (One-line replacements)",
        "15: works, deprecated: `captureDependencies()` (One-line replacements)",
        "16: works, deprecated: `DependencyValues.current` (One-line replacements)",
        "17: `\\.mainQueue` is not built in: declare its key, or use a clock (One-line replacements)",
        "21: this `init(_:as:)` is not DependenceTesting's `@Dependency(_:as:)` (a key path of `DependencyValues` or a key type, then `as: Value.Type`): rename it, or delete it and use that one (Before the first build)",
      ])
  }

  @Test func givesLinesOfTheMigratedText() {
    let source = "import Dependencies\nimport DependenciesTestSupport\n\nlet a = LockIsolated(0)\n"
    let migration = migrated(source, isTest: true)
    #expect(
      migration.text
        == "import ConcurrencyExtras\nimport DependenceTesting\n\nlet a = LockIsolated(0)\n")
    #expect(migration.leftByHand.map(\.line) == [4])
  }

  @Test func trustsAFileThatImportsConcurrencyExtras() {
    let source = "import ConcurrencyExtras\nimport Dependencies\n\nlet a = LockIsolated(0)\n"
    #expect(migrated(source).leftByHand == [])
  }

  @Test func suggestsMutexWhereTheMigrationAddedNoImport() {
    let source = "import Dependence\n\nlet a = LockIsolated(0)\n"
    #expect(
      migrated(source).leftByHand == [
        ManualStep(
          line: 3,
          what:
            "`LockIsolated`: `Mutex` from `Synchronization`, or import ConcurrencyExtras yourself",
          section: "One-line replacements")
      ])
  }

  @Test func namesTheProductForWhatSwiftIssueReportingBrought() {
    let imported = "import Dependencies\nimport IssueReporting\n\nlet a = isTesting\n"
    // The manifest migration gives the file's target the product: no step here.
    #expect(migrated(imported).leftByHand == [])
    let reexported =
      "import Dependencies\n\nfunc f() { withErrorReporting { try g() }; reportIssue(\"x\") }\n"
    #expect(
      migrated(reexported).leftByHand.map { "\($0.line): \($0.what)" } == [
        "3: `withErrorReporting` is swift-issue-reporting's, which came with swift-dependencies: add `import IssueReporting` to this file, then run the command again, which gives its target `.product(name: \"IssueReporting\", package: \"xctest-dynamic-overlay\")`"
      ])
    let plain = "import IssueReporting\n\nlet a = isTesting\n"
    #expect(migrated(plain).leftByHand == [])
  }

  @Test func ignoresTheNamesInAFileThatUsesNeitherPackage() {
    let source = "import XCTest\nfinal class A: XCTestCase {\n  override func invokeTest() {}\n}\n"
    #expect(migrated(source) == FileMigration(text: source))
  }

  @Test func listsADependencyEndpointOutsideAClient() {
    let source = """
      import DependenciesMacros

      struct Settings: Sendable {
        @DependencyEndpoint
        var load: @Sendable (_ key: String) -> Int
      }

      """
    let migration = migrated(source)
    #expect(
      migration.leftByHand == [
        ManualStep(
          line: 4,
          what:
            "`@DependencyEndpoint` outside a `@DependencyClient` has no counterpart here: remove it, give the closure a default that reports (`unimplemented(\"…\")`), and write the method it generated in an extension",
          section: "One-line replacements")
      ])
  }
}
