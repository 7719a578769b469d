import DependenceMigration
import Testing

/// `await withMainSerialExecutor { }` in a test becomes `withDeterministicScheduling { }`; the
/// synchronous overload is a step.
@Suite struct MainSerialExecutorMigrationTests {
  @Test func anAwaitedCallInATestBecomesDeterministicScheduling() {
    let source = """
      import Dependencies
      import DependenciesTestSupport
      import Testing

      @Test func reminds() async throws {
        try await withMainSerialExecutor {
          await clock.advance(by: .seconds(1))
        }
      }

      """
    let migration = migrated(source, isTest: true)
    #expect(
      migration.text == """
        import Dependence
        import DependenceTesting
        import Testing

        @Test func reminds() async throws {
          try await withDeterministicScheduling {
            await clock.advance(by: .seconds(1))
          }
        }

        """)
    #expect(
      migration.changes.contains(
        Change(line: 6, description: "withMainSerialExecutor { } → withDeterministicScheduling { }")
      ))
    // Nothing else of swift-concurrency-extras is used: no import of it is added.
    #expect(!migration.needsConcurrencyExtras)
    #expect(migration.leftByHand == [])
    expectIdempotent(migration, isTest: true)
  }

  /// Around `super.invokeTest()` it is rewritten (see `SerialInvokeTestTests`); elsewhere it
  /// has no counterpart.
  /// In a test that advances no clock, a yield waited for other tasks' steps on the serial
  /// executor: it becomes `waitUntilIdle()`, in the rewritten body and in a class whose serial
  /// `invokeTest` becomes deterministic scheduling; elsewhere, and beside a clock, it stays.
  @Test func yieldsWithoutAClockWaitUntilIdle() {
    let source = """
      import Dependencies
      import DependenciesTestSupport
      import Testing
      import XCTest

      @Test func receives() async {
        await Task.yield()
        await withMainSerialExecutor {
          await Task.yield()
          await Task.megaYield()
        }
      }

      final class FeedTests: XCTestCase {
        override func invokeTest() {
          withMainSerialExecutor {
            super.invokeTest()
          }
        }

        func testReceives() async {
          await Task.yield()
        }
      }

      """
    let migration = migrated(source, isTest: true)
    // Yields in a row become one wait, which returns once nothing is left to run.
    #expect(
      migration.text.contains(
        """
          await Task.yield()
          await withDeterministicScheduling {
            await waitUntilIdle()
          }
        """))
    #expect(
      migration.changes.map(\.description).contains(
        "Task.megaYield() → removed: the waitUntilIdle() above waits until nothing is left to run"))
    #expect(
      migration.text.contains(
        """
          func testReceives() async {
            await waitUntilIdle()
          }
        """))
    expectIdempotent(migration, isTest: true)
    // A test that advances a clock keeps its yields, which deterministic scheduling and the
    // clock stand in for; another test of the file, which advances none, waits (trial J).
    let withClock = migrated(
      source.replacing("import XCTest\n", with: "import XCTest\n\nlet clock = TestClock()\n")
        .replacing(
          "    await Task.megaYield()\n",
          with: "    await Task.megaYield()\n    await clock.advance()\n"),
      isTest: true)
    #expect(
      withClock.text.contains(
        """
          await withDeterministicScheduling {
            await Task.yield()
            await Task.megaYield()
            await clock.advance()
          }
        """))
    #expect(
      withClock.text.contains(
        """
          func testReceives() async {
            await waitUntilIdle()
          }
        """))
  }

  /// A yield after another stays a wait of its own where a comment stands above it: the comment
  /// stays with it.
  @Test func aRepeatedYieldUnderACommentStays() {
    let source = """
      import Dependencies
      import DependenciesTestSupport
      import Testing

      @Test func receives() async {
        await withMainSerialExecutor {
          await Task.yield()
          // Twice: the stream's consumer hops once more.
          await Task.yield()
          await Task.yield()
        }
      }

      """
    let migration = migrated(source, isTest: true)
    #expect(
      migration.text.contains(
        """
            await waitUntilIdle()
            // Twice: the stream's consumer hops once more.
            await waitUntilIdle()
          }
        """))
    #expect(migration.changes.filter { $0.description.contains("→ removed") }.map(\.line) == [10])
    expectIdempotent(migration, isTest: true)
  }

  @Test func theSynchronousOverloadIsLeftByHand() {
    let source = """
      import Dependencies
      import DependenciesTestSupport
      import XCTest

      final class FeatureTests: XCTestCase {
        func testCounts() {
          withMainSerialExecutor { count() }
        }
      }

      """
    let migration = migrated(source, isTest: true)
    #expect(migration.text.contains("withMainSerialExecutor { count() }"))
    #expect(migration.text.contains("import ConcurrencyExtras"))
    #expect(migration.leftByHand.map(\.line).contains(8))
  }

  @Test func aFileThatWillNotImportDependenceTestingKeepsTheCall() {
    let source = """
      import Dependencies

      func run() async {
        await withMainSerialExecutor { }
      }

      """
    let migration = migrated(source, isTest: true)
    #expect(migration.text.contains("await withMainSerialExecutor { }"))
    #expect(migration.text.contains("import ConcurrencyExtras"))
  }

  @Test func outsideATestTheCallIsKept() {
    let source = """
      import Dependencies
      import DependenciesTestSupport

      func run() async {
        await withMainSerialExecutor { }
      }

      """
    let migration = migrated(source, isTest: false)
    #expect(migration.text.contains("await withMainSerialExecutor { }"))
  }

  @Test func theGlobalSwitchOfTheSerialExecutorIsAStep() {
    let source = """
      import Dependencies
      import XCTest

      final class ReminderTests: XCTestCase {
        override func invokeTest() {
          uncheckedUseMainSerialExecutor = true
          super.invokeTest()
        }
      }

      """
    let migration = migrated(source, isTest: true)
    // It still compiles: the name is swift-concurrency-extras', which the file now imports.
    #expect(migration.text.contains("import ConcurrencyExtras"))
    #expect(
      migration.leftByHand.contains(
        ManualStep(
          line: 7,
          what:
            "subclass `DependenceTestCase` and override `scheduling` with `.deterministic`, or wrap each test's body in `withDeterministicScheduling { }`",
          section: "One-line replacements")),
      "an XCTest class: no `@Test` trait reaches it")
    expectIdempotent(migration, isTest: true)
  }

  @Test func theGlobalSwitchInASuiteIsAStepThatNamesTheTrait() {
    let source = """
      import Dependencies
      import Testing

      struct ReminderTests {
        init() { uncheckedUseMainSerialExecutor = true }
      }

      """
    let migration = migrated(source, isTest: true)
    #expect(
      migration.leftByHand.map(\.what) == [
        "use `@Test(.deterministicScheduling)` or `withDeterministicScheduling { }`"
      ])
  }
}
