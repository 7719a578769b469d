import DependenceMigration
import Testing

/// An XCTest class whose `invokeTest` wraps `super.invokeTest()` in swift-concurrency-extras'
/// `withMainSerialExecutor` becomes a `DependenceTestCase` with deterministic scheduling.
@Suite struct SerialInvokeTestTests {
  @Test func theSerialExecutorAroundEachTestBecomesDeterministicScheduling() {
    let source = """
      import Dependencies
      import XCTest

      @MainActor
      final class TimerTests: XCTestCase {
        /// Every test on the main serial executor.
        override func invokeTest() {
          withMainSerialExecutor {
            super.invokeTest()
          }
        }

        func testTicks() async {
          let clock = TestClock()
          await clock.advance(by: .seconds(1))
        }
      }

      """
    let migration = migrated(source, isTest: true)
    #expect(
      migration.text == """
        import DependenceTesting
        import XCTest

        @MainActor
        final class TimerTests: DependenceTestCase {
          /// Every test on the main serial executor.
          override var scheduling: TestScheduling { .deterministic }

          func testTicks() async {
            let clock = TestClock()
            await clock.advance(by: .seconds(1))
          }
        }

        """)
    #expect(
      migration.changes.contains(
        Change(
          line: 5,
          description:
            "TimerTests: XCTestCase → DependenceTestCase, invokeTest's withMainSerialExecutor → scheduling .deterministic"
        )))
    #expect(migration.leftByHand == [], "the tests that advance the clock are deterministic now")
    expectIdempotent(migration, isTest: true)
  }

  @Test func anOverrideWithACommentInsideIsAStepThatSaysWhatToWrite() {
    let source = """
      import Dependencies
      import XCTest

      final class TimerTests: XCTestCase {
        override func invokeTest() {
          // Serial, for the clock.
          withMainSerialExecutor { super.invokeTest() }
        }
      }

      """
    let migration = migrated(source, isTest: true)
    #expect(migration.text.contains("withMainSerialExecutor { super.invokeTest() }"))
    #expect(
      migration.leftByHand.map(\.what) == [
        "subclass `DependenceTestCase` and override `scheduling` with `.deterministic`, in place of `invokeTest` (not rewritten: the rewrite would lose the comments inside it)"
      ])
  }

  /// A subclass that sets values around `super.invokeTest()` would set them around nothing once
  /// its base is a `DependenceTestCase`: it is rewritten too.
  @Test func aSubclassThatSetsValuesOverridesDependenciesOfTheRewrittenBase() {
    let source = """
      import Dependencies
      import XCTest

      class SerialTestCase: XCTestCase {
        override func invokeTest() {
          withMainSerialExecutor { super.invokeTest() }
        }
      }

      final class FeatureTests: SerialTestCase {
        override func invokeTest() {
          withDependencies { $0.apiClient = .mock } operation: { super.invokeTest() }
        }
      }

      """
    let migration = migrated(source, isTest: true)
    #expect(
      migration.text == """
        import DependenceTesting
        import XCTest

        class SerialTestCase: DependenceTestCase {
          override var scheduling: TestScheduling { .deterministic }
        }

        final class FeatureTests: SerialTestCase {
          override func dependencies(_ values: inout DependencyValues) { values.apiClient = .mock; super.dependencies(&values) }
        }

        """)
    #expect(migration.leftByHand == [])
  }
}
